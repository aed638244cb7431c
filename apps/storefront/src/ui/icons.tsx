/** The shop's outline icons, drawn on a 24 px grid in the current text colour (no emoji: not every phone has them). */
const PATHS = {
    home: 'M3.5 10.5 12 3.5l8.5 7M5.5 9v10.5h4.5v-6h4v6h4.5V9',
    bell: 'M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15l1.5-2ZM10 20.5a2 2 0 0 0 4 0',
    gift: 'M4 9.5h16v3H4zM5.5 12.5v8h13v-8M12 9.5v11M12 9.5c-2.5 0-5-1-5-3s2.5-2.5 5 3c2.5-5.5 5-5 5-3s-2.5 3-5 3',
    ticket: 'M3.5 7.5A1.5 1.5 0 0 1 5 6h14a1.5 1.5 0 0 1 1.5 1.5v2a2.5 2.5 0 0 0 0 5v2A1.5 1.5 0 0 1 19 18H5a1.5 1.5 0 0 1-1.5-1.5v-2a2.5 2.5 0 0 0 0-5v-2ZM14.5 6v12',
    cart: 'M3 4h2.5l2.2 10.5h10.1L20 7.5H6.6M9.5 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01',
    receipt: 'M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5v-17ZM9 8h6M9 11.5h6M9 15h3.5',
    alert: 'M12 4 2.8 19.5h18.4L12 4ZM12 10v4.5M12 17v.01',
    compass: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM15.5 8.5l-2 5-5 2 2-5 5-2Z',
    back: 'M15 5 8 12l7 7',
    forward: 'M9 5l7 7-7 7',
    clock: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM12 7.5V12l3 2',
    users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.5 3.5 5.2',
    shield: 'M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6L12 3ZM8.5 12l2.5 2.5 4.5-5',
    sparkles: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18',
    flame: 'M12 21c-3.9 0-6.5-2.7-6.5-6.3 0-3.3 2.3-5.3 3.6-7.7.5 1.6 1.4 2.6 2.4 3 .2-2.8 1.5-5.3 3.5-7 .6 3 4.5 5.9 4.5 11.2 0 4.1-3 6.8-7.5 6.8Z',
    refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4v4.5H15',
    close: 'M6 6l12 12M18 6 6 18',
    trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H4.5c0 3 1.5 4.5 3.8 4.8M16 6h3.5c0 3-1.5 4.5-3.8 4.8M12 13v4M8.5 20h7M9.5 17h5v3h-5z',
    box: 'M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4v-9ZM3.5 7.5 12 11.5l8.5-4M12 11.5v9',
    minus: 'M6 12h12',
    plus: 'M12 6v12M6 12h12',
    user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c.6-4 3.6-6.5 7.5-6.5s6.9 2.5 7.5 6.5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
    return (
        <svg aria-hidden viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.7">
            <path d={PATHS[name]} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
    );
}
