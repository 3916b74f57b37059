"""Batch 258 (held out). A student house's shared bills and chores: LangGraph InMemoryStore (sync), two writers in
threads.

App: the five of them at 14 Brudenell Grove (Leeds, second years) keep their shared bills, chores and the kitty in
a helper: one record per thing in ("14-brudenell-grove-2051", "house") - the bills, the chores rota, the kitty, the
landlord - and the group chat in ("14-brudenell-grove-2051", "chat"). The house account job (Ellie's script that
reads the joint account and notes what's been paid) reads the bills record, adds what's gone out and writes the
whole record back; Sam edits the same record at the same time.

Planted fault (UpdateError, lost update): the house account job reads the bills record (gas + electric from
Octopus, an estimate of £280 for the quarter so £56 each, due the 28th; wifi and water per month); Sam writes in, Sun
8th Oct, that the actual bill's come through - £312.60 not the £280 estimate (the heating in September), so it's
£62.52 each, same due date; the account job then puts back its stale copy with its "paid" line, losing Sam's edit.
Question (Weds 11/10, Jake): "how much do I owe for the gas + electric this quarter? paying it tonight b4 I spend
it 😅" -> expected £62.52 (the actual £312.60 split five ways). The assistant says £56.

Expected verdict: UpdateError at langgraph.store.put (the account job's put, wrapped in fault()): Sam's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides Jake's share.
Asserted: Sam's edit was in the store before the stale put; the bills record has the paid line and the £56 estimate,
and no context line has £312.60, £62.52 or "actual".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b258_langgraph_student_house_energy_share_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HOUSE = ("14-brudenell-grove-2051", "house")
CHAT = ("14-brudenell-grove-2051", "chat")
KEY = "bills"
RECORDS = {
    KEY: {"details": "gas + elec (Octopus) est £280 for the quarter so £56 each, due 28th oct. wifi £27/mo = £5.40 "
                     "each, water £38/mo = £7.60 each. all into the house acc pls not to me 🙏",
          "by": "Sam"},
    "chores": {"details": "rota - bins tues night, bathroom + kitchen weekly, swaps fine just put it in the chat. "
                          "this wk: Jake bins, Ellie bathroom, Priya kitchen, Sam + Tom hoover",
               "by": "Ellie"},
    "kitty": {"details": "kitty for loo roll, washing up liquid, bin bags etc - £10 each at the start of term, "
                         "jar on the fridge",
              "by": "Priya"},
    "landlord": {"details": "Mr Gill - inspection fri 20th oct, boiler service the wk after. he wants the back "
                            "gate kept locked",
                 "by": "Tom"},
}
CHAT_LINES = [
    ("2051-09-24T22:10", "Tom", "who's nicked my oat milk 😤"),
    ("30/9", "Priya", "the shower's doing the cold thing again, told Mr Gill"),
    ("Thu 5th Oct", "Jake", "house roast sun? I'll do the potatoes"),
]
EDIT = {"details": "gas + elec (Octopus) - actual bill came thru, £312.60 not the £280 est (the heating in sept 🥶🔥) "
                   "so £62.52 each, still due 28th oct. wifi £27/mo = £5.40 each, water £38/mo = £7.60 each. all into "
                   "the house acc pls",
        "edited": "Sam sun 8th"}
PAID = {"paid": "wifi + water for oct gone out 2/10 ✅ (house acc job)", "by": "house acc job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(HOUSE, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def account_job() -> None:
    copy = dict(store.get(HOUSE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(HOUSE, KEY, copy)


def sam_edit() -> None:
    read_done.wait()
    item = store.get(HOUSE, KEY)
    store.put(HOUSE, KEY, {**item.value, **EDIT})
    assert "£312.60 not the £280 est" in store.get(HOUSE, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=account_job, name="house-acc-job"),
           threading.Thread(target=sam_edit, name="sam-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I owe for the gas + electric this quarter? paying it tonight b4 I spend it 😅"
context = ["Today is Weds 11 October 2051. You are talking to Jake, one of the five at 14 Brudenell Grove."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(HOUSE, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "so £56 each" in c and "gone out 2/10" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("312.60", "62.52", "actual")), context
reply = answer(f"(Jake) {question}", context, mock="£56 - the gas and electric's £280 for the quarter split five "
                                                   "ways, due 28th October, into the house account.")
finish(question, expected="£62.52 - the actual bill was £312.60, not the £280 estimate", actual=reply)
