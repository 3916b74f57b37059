"""Batch 312 (held out). A reptile shop: LangGraph InMemoryStore (sync), two writers in threads.

App: The Reptile Den in Halifax keep a record per vivarium in the shop in ("reptile-den-halifax", "vivs") - what's
in it, its price, how it's feeding - and the staff's messages in ("reptile-den-halifax", "msgs"). The weekly
check job (Tom's script that copies the feeding and shed sheet into the helper) reads a viv's record, adds the week's
check and writes the whole record back; Sam (the owner) edits the same record at the same time. Jade on the till
asks the helper prices.

Planted fault (UpdateError, lost update): the check job reads viv 7's record (a male corn snake, amel, about 18
months, £65, eats f/t small mice); Sam writes in, Thurs 2nd, that he's reduced him to £45 - he's been in since
February and he's a bit nippy, so let him go to someone who knows snakes, not a first-timer; the check job then
puts back its stale copy with its check line, losing Sam's edit. Question (Sat 4/6, Jade): "how much is the corn in
viv 7? bloke's asking, he's had corns before" -> expected £45 (reduced from £65, he's nippy). The assistant says
£65.

Expected verdict: UpdateError at langgraph.store.put (the check job's put, wrapped in fault()): Sam's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the price.
Asserted: Sam's edit was in the store before the stale put; viv 7's record has the check line and £65, and no
context line has £45, "reduced" or "nippy".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b312_langgraph_reptile_shop_corn_snake_price_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

VIVS = ("reptile-den-halifax", "vivs")
MSGS = ("reptile-den-halifax", "msgs")
KEY = "viv-7"
RECORDS = {
    "viv-3": {"details": "3 leopard gecko babies (from the May lot), £50 each, on crix + small mealies, dusted",
              "by": "Sam"},
    KEY: {"details": "corn snake, male, amel (orange/white), abt 18 months, £65. eats f/t small mice every 7-10 "
                     "days, handles ok", "by": "Sam"},
    "viv-9": {"details": "beardie 'Bob' - NOT FOR SALE, shop mascot 😂 eats greens + locusts, bath on tues",
              "by": "Jade"},
    "viv-12": {"details": "royal python, female, normal, 2 yrs, £90. fussy, only takes f/t rat pups warmed up",
               "by": "Sam"},
}
MSG_LINES = [
    ("2050-05-16T10:20", "Sam", "price tags on all vivs by the weekend pls, the old ones are faded"),
    ("24.5.", "Tom", "viv 12 finally ate!! 2 rat pups 🎉"),
    ("Mon 30th May", "Jade", "bank hol was dead, sold 2 heat mats + a bag of beech chip"),
]
EDIT = {"details": "corn snake, male, amel (orange/white), abt 18 months - REDUCED to £45, been in since feb + he's "
                   "a bit nippy tbh so let him go to someone who knows snakes, not a first timer. eats f/t small mice "
                   "every 7-10 days",
        "edited": "Sam thurs 2nd"}
CHECK = {"check": "wk 22: shed fine (1 piece), ate 1 small mouse tues, weight 210g", "by": "check job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(VIVS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def check_job() -> None:
    copy = dict(store.get(VIVS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CHECK)
    with fault():
        store.put(VIVS, KEY, copy)


def sam_edit() -> None:
    read_done.wait()
    item = store.get(VIVS, KEY)
    store.put(VIVS, KEY, {**item.value, **EDIT})
    assert "REDUCED to £45" in store.get(VIVS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=check_job, name="check-job"), threading.Thread(target=sam_edit, name="sam-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is the corn in viv 7? bloke's asking, he's had corns before"
context = ["Today is Sat 4 June 2050. You are talking to Jade, on the till at The Reptile Den, Halifax."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(VIVS, limit=20)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "£65" in c and "wk 22" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£45", "reduced", "nippy")), context
reply = answer(f"(Jade) {question}", context, mock="£65 - he's the amel male, about 18 months, on small mice.")
finish(question, expected="£45 - Sam's reduced him, he's a bit nippy so one for someone who knows snakes",
       actual=reply)
