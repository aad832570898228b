import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AdminOnly, Customer, Public, Shopper } from '../common/access/access.decorators';
import { CurrentUser } from '../common/access/current-user.decorator';
import { assertOwnUserId } from '../common/access/own-user';
import { AcceptsBody } from '../common/http/json-body.guard';
import type { UserEntity } from '../modules/users/entities/user.entity';

export const TEST_ROUTE_SECRET = 'SQLITE_ERROR: no such table "secret_internal_table" at /srv/app/backend/src/orders.service.ts:42';

/** Routes that only exist in tests, to reach the error paths and guards with no feature behind them. */
@Controller('api/__test')
class TestRoutesController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Get('crash')
  crash(): never {
    throw new Error(TEST_ROUTE_SECRET);
  }

  @Public()
  @Get('db-crash')
  async dbCrash(): Promise<unknown> {
    return this.dataSource.query('SELECT secret_column FROM table_that_does_not_exist');
  }

  @Get('undeclared')
  undeclared(): string {
    return 'this route has no access decorator and must never answer';
  }

  @Public()
  @Post('echo')
  echo(@Body() body: unknown): unknown {
    return { received: body ?? null };
  }

  @Public()
  @Post('upload')
  @AcceptsBody('text/plain')
  upload(): { ok: true } {
    return { ok: true };
  }

  @Shopper()
  @Get('shopper')
  shopper(): { ok: true } {
    return { ok: true };
  }

  @Shopper({ signedOut: 'Sign in to shop', admin: 'Admins do not shop' })
  @Get('shopper-worded')
  shopperWorded(): { ok: true } {
    return { ok: true };
  }

  @AdminOnly()
  @Get('admin')
  admin(): { ok: true } {
    return { ok: true };
  }

  @Customer()
  @Get('own/:userId')
  own(@CurrentUser() user: UserEntity, @Param('userId') userId: string): { userId: string } {
    return { userId: assertOwnUserId(user, userId) };
  }
}

@Module({ controllers: [TestRoutesController] })
export class TestRoutesModule {}
