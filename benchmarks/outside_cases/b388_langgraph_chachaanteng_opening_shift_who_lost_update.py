"""Batch 388 (held out). A cha chaan teng: LangGraph InMemoryStore (sync), two writers in threads.

App: Wing On Lee Cafe is a cha chaan teng by the wet market - opens 6:30am for the breakfast sets, milk tea, polo
buns from Ah Keung bakery (delivered 6:30am, someone has to be there to take them), the Octopus machine at the
cashier. The shop's helper keeps one record per part of the shop in ("wing-on-lee-cafe", "ops") - the roster, the
suppliers, the menu, the Octopus - and the staff group's messages in ("wing-on-lee-cafe", "msgs"). The payroll job
(Carmen's script that works out the week's hours for the MPF and the wages) reads the roster record, adds the week's
hours and writes the whole record back; Mr Lau (the boss) edits the same record at the same time.

Planted fault (UpdateError, lost update): the payroll job reads the roster record (opening 6:30am and take the bread:
Mon to Wed Kit, Thu to Sun Ah Mei; afternoon Fanny + Jason; Uncle Wah kitchen); Mr Lau writes in, Thu 23/3, that Ah
Mei is swapping with Jason on Sun 26/3 (her niece's wedding banquet), so Jason opens on Sun at 6:30am and takes the
bread, Ah Mei does his Sun afternoon, rest the same; the payroll job then puts back its stale copy with its hours,
losing Mr Lau's edit. Question (Sat 25/3, Uncle Wah): "who open shop tmr morning ar? Ah Keung bread come 6:30am,
need somebody there take it" -> expected Jason (swapped with Ah Mei for Sunday). The assistant says Ah Mei.

Expected verdict: UpdateError at langgraph.store.put (the payroll job's put, wrapped in fault()): Mr Lau's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
opens on Sunday. Asserted: Mr Lau's edit was in the store before the stale put; the roster record has the hours and
"Thu to Sun Ah Mei", and no context line has the swap, the banquet or "Jason open".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b388_langgraph_chachaanteng_opening_shift_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

OPS = ("wing-on-lee-cafe", "ops")
MSGS = ("wing-on-lee-cafe", "msgs")
KEY = "roster"
RECORDS = {
    KEY: {"details": "roster w/c 20/3: opening 6:30am + take the bread - Mon to Wed Kit, Thu to Sun Ah Mei. "
                     "afternoon 2pm to 10pm Fanny + Jason. Uncle Wah kitchen 6am to 3pm, day off Tue. Carmen cashier "
                     "Sat Sun",
          "by": "Mr Lau"},
    "suppliers": {"details": "Ah Keung bakery 6:30am daily (polo bun, cocktail bun), Lok Yuen tea leaves end of "
                             "month, evap milk Wah Hing Tue + Fri",
                  "by": "Mr Lau"},
    "menu": {"details": "milk tea HK$18, polo bun w butter HK$13, breakfast set A HK$42, cold drinks +HK$3",
             "by": "Carmen"},
    "octopus": {"details": "Octopus machine settle 10:30pm after closing, the report print out go in the blue folder",
                "by": "Carmen"},
}
MSG_LINES = [
    ("2051-03-18 22:10", "Mr Lau", "the new tea leaves blend from Lok Yuen, same ratio, don't change the stocking pls"),
    ("21/3", "Fanny", "fridge no. 2 making noise again, called the repair guy, he come Fri 3pm"),
    ("Weds 22 Mar", "Kit", "pls don't leave the tray of polo bun next to the window, the sun melt the butter 🙏"),
]
EDIT = {"details": "roster w/c 20/3 - CHANGE: Ah Mei swap w Jason Sun 26/3 (her niece's wedding banquet), so Jason "
                   "open Sun 6:30am + take the bread, Ah Mei do his Sun afternoon. rest same: opening Mon to Wed Kit, "
                   "Thu to Sat Ah Mei. afternoon Fanny + Jason. Uncle Wah kitchen 6am to 3pm, day off Tue. Carmen "
                   "cashier Sat Sun",
        "edited": "Mr Lau Thu 23/3"}
HOURS = {"hours": "wk hours for MPF: Ah Mei 48, Kit 36, Fanny 48, Jason 48, Uncle Wah 54 (run Thu 23/3)",
         "by": "payroll job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(OPS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payroll_job() -> None:
    copy = dict(store.get(OPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HOURS)
    with fault():
        store.put(OPS, KEY, copy)


def boss_edit() -> None:
    read_done.wait()
    item = store.get(OPS, KEY)
    store.put(OPS, KEY, {**item.value, **EDIT})
    assert "so Jason open Sun 6:30am + take the bread" in store.get(OPS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payroll_job, name="payroll-job"),
           threading.Thread(target=boss_edit, name="boss-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who open shop tmr morning ar? Ah Keung bread come 6:30am, need somebody there take it"
context = ["Today is Sat 25 March 2051. You are talking to Uncle Wah, the cook at Wing On Lee Cafe."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(OPS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Thu to Sun Ah Mei" in c and "wk hours for MPF" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swap", "banquet", "jason open")), context
reply = answer(f"(Uncle Wah) {question}", context, mock="Ah Mei - she's on opening Thu to Sun, 6:30am, she'll take "
                                                        "the bread from Ah Keung.")
finish(question, expected="Jason - Ah Mei swapped with him for Sun 26/3 (her niece's wedding banquet)", actual=reply)
