import { paths } from '../../config/paths';
import { BellIcon, BookIcon, CalendarIcon, HelpIcon, InboxIcon, MessageIcon, StoreIcon, TagIcon, TrendingUpIcon, UserIcon } from '../ui/icons';

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
    { label: 'Profile', to: paths.dashboard.profile.getHref(), icon: UserIcon, description: 'Your name, photo, phone and password.' },
    { label: 'Leads', to: paths.dashboard.leads.getHref(), icon: InboxIcon, description: 'Quote requests and enquiries sent to you.' },
    { label: 'Messages', to: paths.dashboard.messages.getHref(), icon: MessageIcon, description: 'Your chats with businesses and customers.' },
    { label: 'Notifications', to: paths.dashboard.notifications.getHref(), icon: BellIcon, description: 'Leads, reviews, questions, followers and replies, newest first.' },
    ...(isBusinessOwner
      ? [
          { label: 'My business', to: paths.dashboard.business.getHref(), icon: StoreIcon, description: 'Add a business, or edit the ones you list.' },
          { label: 'Insights', to: paths.dashboard.insights.getHref(), icon: TrendingUpIcon, description: 'Views, searches, calls, leads and reviews of your listings, day by day.' },
          { label: 'Questions', to: paths.dashboard.questions.getHref(), icon: HelpIcon, description: 'Answer what customers ask about your businesses.' },
          { label: 'My products', to: paths.dashboard.myProducts.getHref(), icon: TagIcon, description: 'The products you sell, their prices and stock.' },
          { label: 'My events', to: paths.dashboard.events.getHref(), icon: CalendarIcon, description: 'Events you host: add, edit or duplicate them.' },
          { label: 'My articles', to: paths.dashboard.articles.getHref(), icon: BookIcon, description: 'Write for the blog as your business.' },
        ]
      : []),
  ];
}
