import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMessageEntity } from './entities/outbox-message.entity';
import { MailService } from './mail.service';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessageEntity])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
