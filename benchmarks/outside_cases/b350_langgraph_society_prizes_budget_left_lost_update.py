"""Batch 350 (held out). A student society's event committee: LangGraph InMemoryStore (sync), two writers in
threads.

App: the uni hiking society's committee is running its end-of-term social on fri 25th nov 2050 in the Union's
function room - pizza, a quiz, prizes, fairy lights. The committee's helper keeps one record per part of it in
("hikesoc-committee-2050", "social") - the budget, the venue, the quiz, the tickets - and the committee chat in
("hikesoc-committee-2050", "chat"). The tickets job (Noor's script that copies the sold count off the SU site)
reads the budget record, adds the count and writes the whole record back; Aisha (treasurer) edits the same record
at the same time.

Planted fault (UpdateError, lost update): the tickets job reads the budget record (£300 from the SU grant, room
£120, pizza £90 for 15 large from domino's); Aisha writes in, mon 21st, that domino's gave them the soc discount so
the pizza's £60 not £90; the tickets job then puts back its stale copy with its count, losing Aisha's edit.
Question (weds 23/11, Noor, doing prizes + decor): "how much we got left for prizes + decor" / "wanna order stuff
tn" -> expected £120 (300 - 120 - 60). The assistant says £90 (300 - 120 - 90).

Expected verdict: UpdateError at langgraph.store.put (the tickets job's put, wrapped in fault()): Aisha's write
landed and the later put from a copy read before it overwrote it, so the store lost the change the sum needs. The
answer is numeric, a difference of recorded values. Asserted: Aisha's edit was in the store before the stale put;
the budget record has the ticket count and pizza £90, and no context line has £60, "discount" or "soc deal".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b350_langgraph_society_prizes_budget_left_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SOCIAL = ("hikesoc-committee-2050", "social")
CHAT = ("hikesoc-committee-2050", "chat")
KEY = "budget"
RECORDS = {
    KEY: {"details": "budget 💸 £300 from the SU grant. room £120 (union function room, fri 25th 7-11). pizza £90 - "
                     "15 large from domino's. rest is prizes + decor, noor's on it",
          "by": "aisha"},
    "venue": {"details": "union function room, fri 25th nov 7-11. no glitter (they'll fine us lol), out by 11.15",
              "by": "hana"},
    "quiz": {"details": "quiz: 6 rounds, teams of 4-5, ifan's doing it. picture round = blurry summit pics 🏔️",
             "by": "ifan"},
    "tickets": {"details": "tickets £4 members / £6 non, on the SU site, cap 60", "by": "noor"},
}
CHAT_LINES = [
    ("2050-11-07T20:12", "hana", "social's confirmed 🎉 fri 25th"),
    ("14/11", "ifan", "quiz nearly done, need a tiebreak q"),
    ("thu 17th", "noor", "prizes: thinking 1st place = the big trail mix jar 😂 + vouchers? lmk"),
]
EDIT = {"details": "budget 💸 £300 from the SU grant. room £120 (union function room, fri 25th 7-11). pizza £60 now "
                   "not £90!! domino's gave us the soc discount 🍕 still 15 large. rest is prizes + decor, noor's on it",
        "edited": "aisha mon 21st"}
TICKETS = {"tickets": "41 sold (sun 20th)", "by": "tickets job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SOCIAL, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tickets_job() -> None:
    copy = dict(store.get(SOCIAL, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TICKETS)
    with fault():
        store.put(SOCIAL, KEY, copy)


def aisha_edit() -> None:
    read_done.wait()
    item = store.get(SOCIAL, KEY)
    store.put(SOCIAL, KEY, {**item.value, **EDIT})
    assert "pizza £60 now not £90" in store.get(SOCIAL, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=tickets_job, name="tickets-job"),
           threading.Thread(target=aisha_edit, name="aisha-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much we got left for prizes + decor\nwanna order stuff tn"
context = ["Today is Weds 23 November 2050. You are talking to Noor, on the hiking soc committee (social Fri 25 "
           "Nov)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SOCIAL, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "pizza £90" in c and "41 sold" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£60", "discount", "soc deal")), context
reply = answer(f"(Noor) {question}", context, mock="£90 left - £300 grant minus the £120 room n the £90 pizza 🍕")
finish(question, expected="£120 - £300 minus the £120 room and the £60 pizza (domino's gave the soc discount)",
       actual=reply)
