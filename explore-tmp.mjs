import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on("requestfailed", r => console.log("fail", r.url())); p.on("response", r => { if (r.status() >= 400) console.log("http", r.status(), r.url()); }); p.on("pageerror", e => console.log("pageerror", e.message.slice(0,300))); p.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text().slice(0, 300)); });
await p.goto("http://localhost:4802/");
await p.waitForTimeout(5000);
await p.screenshot({ path: "/tmp/h14-s1.png" });
console.log((await p.locator("body").innerText()).slice(0, 500));
const btn = p.getByRole("button", { name: /login|connexion|connecter/i });
if (await btn.count()) { await btn.first().click(); await p.waitForTimeout(4000); }
await p.screenshot({ path: "/tmp/h14-s2.png" });
console.log((await p.locator("body").innerText()).slice(0, 800));
await b.close();
