import { Controller, Get, Param, Query } from '@nestjs/common';
import { ADMIN_API } from '@tm/contracts/admin';
import type { Customer, CustomerOrder, CustomersPage, CustomersQuery } from '@tm/contracts/admin.schemas';
import { CustomersQuerySchema } from '@tm/contracts/admin.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { CustomersService } from './customers.service';

/** docs/product/back-office.md §7: the Customers tab's calls. */
@Controller()
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @AdminOnly()
  @Get(ADMIN_API.customers)
  page(@Query(new ZodValidationPipe(CustomersQuerySchema)) query: CustomersQuery): Promise<CustomersPage> {
    return this.customers.page(query);
  }

  @AdminOnly()
  @Get(ADMIN_API.customer)
  customer(@Param('id') id: string): Promise<Customer> {
    return this.customers.customer(id);
  }

  @AdminOnly()
  @Get(ADMIN_API.customerOrders)
  orders(@Param('id') id: string): Promise<CustomerOrder[]> {
    return this.customers.orders(id);
  }
}
