// The users module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { PasswordHasherService } from './password-hasher.service';
export { toUserDto } from './user.dto';
export { UsersModule } from './users.module';
export { type NewUser, UsersService } from './users.service';
