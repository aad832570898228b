import { Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import type { Customer, CustomerOrder, CustomersPage, CustomersQuery } from '@tm/contracts/admin.schemas';
import { centsToDecimal } from '@tm/contracts/catalog';
import type { OrderStatus } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import { readDate } from '../../database/sql-dialect';
import { InvoicesService } from '../invoices';
import { ShortLivedCounts } from './short-lived-counts';
import {
  CustomersRepository,
  type CustomerFigures,
  type CustomerOrderItemRow,
  type CustomerOrderRow,
  type CustomerRow,
} from './customers.repository';

const isoOrNull = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : readDate(value).toISOString();

function toCustomer(row: CustomerRow, figures: CustomerFigures | undefined): Customer {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    orderCount: Number(figures?.orderCount ?? 0),
    totalSpent: centsToDecimal(Number(figures?.spentCents ?? 0)),
    lastOrderDate: isoOrNull(figures?.lastOrderAt),
    createdAt: readDate(row.createdAt).toISOString(),
  };
}

/** Orders with their items as the customer dialog shows them (docs/product/back-office.md §3 Customer order). */
export function toCustomerOrders(
  orders: CustomerOrderRow[],
  items: CustomerOrderItemRow[],
  documents: ReadonlyMap<string, CustomerOrder['documents']>,
): CustomerOrder[] {
  return orders.map((order) => ({
    id: order.id,
    createdAt: readDate(order.createdAt).toISOString(),
    status: order.status as OrderStatus,
    total: centsToDecimal(order.totalCents),
    disputed: order.disputedAt !== null,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        id: item.id,
        templateName: item.templateName,
        quantity: item.quantity,
        price: centsToDecimal(item.priceCents),
        refunded: item.refundedAt !== null,
      })),
    documents: documents.get(order.id) ?? [],
  }));
}

/** The Customers tab (docs/product/back-office.md §2, §3, §7): a server-paged list, one customer, their orders. */
@Injectable()
export class CustomersService {
  private readonly totals = new ShortLivedCounts();

  constructor(
    private readonly repository: CustomersRepository,
    private readonly invoices: InvoicesService,
  ) {}

  /** The rows are read live; the total may be up to COUNT_TTL_MS old (a page past it shows the rows all the same). */
  async page(query: CustomersQuery): Promise<CustomersPage> {
    const { page, pageSize, search } = query;
    const [rows, counted] = await Promise.all([
      this.repository.page(search, (page - 1) * pageSize, pageSize),
      this.totals.get(search ?? '', () => this.repository.count(search)),
    ]);
    // Never fewer than the rows in front of the caller (sign-ups since the total was counted).
    const total = Math.max(counted, (page - 1) * pageSize + rows.length);
    const figures = new Map((await this.repository.figures(rows.map((row) => row.id))).map((f) => [f.userId, f]));
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    return {
      customers: rows.map((row) => toCustomer(row, figures.get(row.id))),
      pagination: { page, pageSize, totalPages, totalCustomers: total, hasPreviousPage: page > 1, hasNextPage: page < totalPages },
    };
  }

  async customer(id: string): Promise<Customer> {
    const row = await this.found(id);
    const [figures] = await this.repository.figures([row.id]);
    return toCustomer(row, figures);
  }

  async orders(id: string): Promise<CustomerOrder[]> {
    const row = await this.found(id);
    const { orders, items } = await this.repository.orders(row.id);
    return toCustomerOrders(orders, items, await this.invoices.documentsOf(orders.map((order) => order.id)));
  }

  /** Admins are not customers: their id answers 404 like an unknown one. */
  private async found(id: string): Promise<CustomerRow> {
    const row = await this.repository.findCustomer(id);
    if (!row) throw new ApiError(404, ADMIN_MESSAGES.customerNotFound);
    return row;
  }
}
