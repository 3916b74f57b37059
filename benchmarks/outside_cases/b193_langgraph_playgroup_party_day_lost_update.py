"""Batch 193 (held out). A playgroup's Christmas party: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Acorns playgroup (in St Chad's church hall) has its Christmas party in the last week of term - Santa in
the book corner with a present each, party food from the parents, a singalong. The playgroup's helper keeps one
record per thing in ("little-acorns-xmas-2043", "party") - the party, Santa, the food - and the parents' WhatsApp
odds and ends in ("little-acorns-xmas-2043", "msgs"). The food-list job reads the party record, adds its line with
who's bringing what and writes the whole record back; Kerry (the playgroup leader) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the food-list job reads the party record (when: weds 16th dec, 10-12, in
the hall, parents welcome from 11.30 for the singalong); Kerry writes in, on 2043-11-26, that the vicar rang -
there's a funeral in church on the Weds morning and they'll need the hall for the wake, so the party's the Fri, the
18th, same times, Santa's fine with it; the food-list job then puts back its stale copy with its food line, losing
her edit. Question (Tue 8/12, Jade, Alfie's mum): "what day's the christmas party? need to tell work I'm having the
morning off for it" -> expected Fri 18th Dec (the hall's needed for a funeral wake on the Weds). The assistant says
Weds 16th Dec.

Expected verdict: UpdateError at langgraph.store.put (the food-list job's put, wrapped in fault()): Kerry's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: her edit was in the store before the stale put; the party record has the food line and weds 16th dec, and
no context line mentions the 18th, Friday, the funeral or the wake.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b193_langgraph_playgroup_party_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PARTY = ("little-acorns-xmas-2043", "party")
MSGS = ("little-acorns-xmas-2043", "msgs")
KEY = "party"
RECORDS = {
    KEY: {"when": "weds 16th dec, 10-12 in the hall, parents welcome from 11.30 for the singalong",
          "notes": "christmas jumpers not costumes pls, they get too hot", "by": "Kerry"},
    "santa": {"details": "Dave from the Legion in the suit again, grotto in the book corner, presents £4 a child from "
                         "the fund, 26 on the register", "by": "Kerry"},
    "hall": {"details": "St Chad's hall, key from the vicarage, heating on timer from 8 - ring Rev Sue if it isn't",
             "by": "Kerry"},
}
MSG_LINES = [
    ("2043-11-10T20:15", "Becky", "I can do the paper plates + cups, Home Bargains has them in"),
    ("13/11", "Priya", "Zain's allergic to egg, can there be a plain biscuit option? thx x"),
    ("Thu 19th", "Kerry", "presents bought ✅ wrapping at mine next weds 7ish, bring sellotape!!"),
]
EDIT = {"when": "vicar rang 😔 funeral in church on the weds morning + they'll need the hall for the wake after, so "
                "we're doing the fri, the 18th - same times. Santa's fine w it",
        "edited": "Kerry 2043-11-26"}
FOOD = {"food": "sausage rolls (Becky), fairy cakes (Jade), jelly pots, crisps, satsumas, plain biscuits for Zain, "
                "squash. mince pies for the grown ups", "by": "food list"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PARTY, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def food_list() -> None:
    copy = dict(store.get(PARTY, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FOOD)
    with fault():
        store.put(PARTY, KEY, copy)


def kerry_edit() -> None:
    read_done.wait()
    item = store.get(PARTY, KEY)
    store.put(PARTY, KEY, {**item.value, **EDIT})
    assert "the fri, the 18th" in store.get(PARTY, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=food_list, name="food-list"),
           threading.Thread(target=kerry_edit, name="kerry-party-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the christmas party? need to tell work I'm having the morning off for it"
context = ["Today is Tue 8 Dec 2043. You are talking to Jade, Alfie's mum, a parent at Little Acorns playgroup "
           "(St Chad's church hall)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PARTY, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "when: weds 16th dec" in c and "food: sausage rolls" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("18th", "fri,", "funeral", "wake")), context
reply = answer(question, context, mock="Wednesday 16th December - 10 till 12 in the hall, and parents can come from "
                                       "11.30 for the singalong.")
finish(question, expected="Fri 18th Dec - the hall's needed for a funeral wake on the weds", actual=reply)
