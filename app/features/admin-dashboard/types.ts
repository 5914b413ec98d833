// The dashboard's data as the page receives it (the loader's answer, serialised).
export type DashboardData = {
  timeZone: string;
  today: string;
  todayOrders: number;
  todayRevenue: number;
  ordersWaiting: number;
  pendingCatering: number;
  newInquiries: number;
  upcoming: {
    kind: "order" | "catering-order" | "catering-request";
    id: string;
    date: string;
    time: string | null;
    title: string;
    detail: string;
  }[];
  revenueByDay: { date: string; revenue: number; orders: number }[];
  topItems: { title: string; quantity: number; revenue: number }[];
};
