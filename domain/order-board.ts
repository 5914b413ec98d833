// An order as the admin's order board lists it: what the server reads and the board shows.
export type BoardOrder = {
  id: string;
  number: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  orderType: string;
  status: string;
  paymentStatus: string;
  /** "card" (the website), "in_person" or "payment_link" (phone orders) */
  paymentMethod: string;
  kitchenStatus: string;
  total: number;
  scheduled: boolean;
  scheduledDate: string | null;
  scheduledTime: string | null;
  eventDate: string | null;
  createdAt: string;
  /** cents refunded so far (a partial refund leaves the order paid) */
  refundAmount: number | null;
  /** Paid through the payment sandbox: no money was taken; shown as TEST everywhere staff see it. */
  isTest: boolean;
  isNew: boolean;
  /** The ready time quoted at checkout for an order placed for now (docs/product/03-ordering.md §3.14). */
  quotedReadyAt: string | null;
  /** Minutes the queue says the order will be ready after its promise; 0 when on time. */
  lateRiskMinutes: number;
};
