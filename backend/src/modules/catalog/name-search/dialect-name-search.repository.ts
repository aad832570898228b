import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isMysqlFamily } from '../../../database/sql-dialect';
import { MysqlNameSearch } from './mysql-name-search.repository';
import { NameSearchRepository } from './name-search.repository';
import { SqliteNameSearch } from './sqlite-name-search.repository';

/**
 * The name search of the database the app runs on. Its own file, not name-search.repository.ts: the
 * dialects' classes extend the one there, so choosing between them there would import in a circle.
 */
export const nameSearchProvider: Provider = {
  provide: NameSearchRepository,
  inject: [getDataSourceToken()],
  useFactory: (dataSource: DataSource) => (isMysqlFamily(dataSource) ? new MysqlNameSearch(dataSource) : new SqliteNameSearch(dataSource)),
};
