export declare const savedPageStarts: (id: string) => string[];
export declare const htmlPage: (id: string) => string;
export declare function savedPages(tmp: string, id: string): string[];
export declare const withoutRunNames: (text: string) => string;
