import { paths } from '../../config/paths';
import { msg } from '../../i18n';
import { BellIcon, BookIcon, CalendarIcon, HelpIcon, InboxIcon, MessageIcon, StoreIcon, TagIcon, TrendingUpIcon, UserIcon } from '../ui/icons';

/** Label and description are English messages (msg): translate them where they are shown, `t(link.label)`. */
export interface DashboardLink {
  label: string;
  to: string;
  icon: typeof UserIcon;
  /** What the page is for, on the dashboard home's card. */
  description: string;
}

/** The member's dashboard pages, in the account menu and on /dashboard: everyone's first, then an owner's. */
export function dashboardLinks(isBusinessOwner: boolean): DashboardLink[] {
  return [
    { label: msg('Profile'), to: paths.dashboard.profile.getHref(), icon: UserIcon, description: msg('Your name, photo, phone and password.') },
    { label: msg('Leads'), to: paths.dashboard.leads.getHref(), icon: InboxIcon, description: msg('Quote requests and enquiries sent to you.') },
    { label: msg('Messages'), to: paths.dashboard.messages.getHref(), icon: MessageIcon, description: msg('Your chats with businesses and customers.') },
    { label: msg('Notifications'), to: paths.dashboard.notifications.getHref(), icon: BellIcon, description: msg('Leads, reviews, questions, followers and replies, newest first.') },
    ...(isBusinessOwner
      ? [
          { label: msg('My business'), to: paths.dashboard.business.getHref(), icon: StoreIcon, description: msg('Add a business, or edit the ones you list.') },
          { label: msg('Insights'), to: paths.dashboard.insights.getHref(), icon: TrendingUpIcon, description: msg('Views, searches, calls, leads and reviews of your listings, day by day.') },
          { label: msg('Questions'), to: paths.dashboard.questions.getHref(), icon: HelpIcon, description: msg('Answer what customers ask about your businesses.') },
          { label: msg('My products'), to: paths.dashboard.myProducts.getHref(), icon: TagIcon, description: msg('The products you sell, their prices and stock.') },
          { label: msg('My events'), to: paths.dashboard.events.getHref(), icon: CalendarIcon, description: msg('Events you host: add, edit or duplicate them.') },
          { label: msg('My articles'), to: paths.dashboard.articles.getHref(), icon: BookIcon, description: msg('Write for the blog as your business.') },
        ]
      : []),
  ];
}
