"""Batch 372 (held out). A school sports tour: LangGraph InMemoryStore (sync), two writers in threads.

App: Bergsig Primary's U13 girls' hockey team go on tour to Bosduif Bay from Fri 31 March to Sun 2 April 2051 -
four games, two nights in the Bosduif Bay High hostel, a braai on the Saturday. The tour's helper keeps one record
per part of it in ("bergsig-u13-hockey-tour-2051", "plan") - the costs, the travel, the kit, the rooms - and the
parents' group messages in ("bergsig-u13-hockey-tour-2051", "msgs"). The payments job (Annelie's script that copies
the bank statement into the helper) reads the costs record, adds how many deposits are in and writes the whole
record back; Mr Naidoo (the tour manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the payments job reads the costs record (R4 200 a girl all in - bus R1 600,
hostel 2 nights R1 800, food + tour shirt R800; R1 500 deposit by 28/02, balance by Fri 24/03); Mr Naidoo writes in,
Mon 13/03, that Van Zyl Motors are sponsoring the bus, so scrub the R4 200, it's R2 600 a girl now, balance still by
Fri 24/03; the payments job then puts back its stale copy with its deposit count, losing his edit. Question (Weds
15/03, Keabetswe's mom Dineo): "how much do I still owe for Keabetswe's tour? paid the R1 500 deposit in Feb" ->
expected R1 100 (R2 600 less the R1 500). The assistant says R2 700.

Expected verdict: UpdateError at langgraph.store.put (the payments job's put, wrapped in fault()): Mr Naidoo's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides what's
owed. Asserted: his edit was in the store before the stale put; the costs record has the deposit count and the
R4 200, and no context line has R2 600, Van Zyl or "sponsor".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b372_langgraph_sports_tour_balance_owing_diff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("bergsig-u13-hockey-tour-2051", "plan")
MSGS = ("bergsig-u13-hockey-tour-2051", "msgs")
KEY = "costs"
RECORDS = {
    KEY: {"details": "tour cost R4 200 per girl all in: bus R1 600, hostel 2 nights R1 800, food + tour shirt R800. "
                     "R1 500 deposit by 28/02, balance by Fri 24/03, EFT ref HOCKEY + surname",
          "by": "Mr Naidoo"},
    "travel": {"details": "bus leaves the school Fri 31/03 at 06:00 sharp from the quad, back Sun 2/04 about 17:00. "
                          "padkos for the trip, no fizzy drinks on the bus",
               "by": "Mr Naidoo"},
    "kit": {"details": "2 playing shirts, skort, socks, shin pads, mouthguard, stick + a spare grip, tracksuit for "
                       "the bus. tour shirt handed out on the Fri",
            "by": "Coach Liesl"},
    "rooms": {"details": "hostel dorms of 8, Mrs Botha + Coach Liesl sleeping over with the girls, lights out 21:30 "
                         "(or earlier if it's load-shedding 😂)",
              "by": "Mrs Botha"},
}
MSG_LINES = [
    ("2051-02-06T19:45", "Mr Naidoo", "tour forms are in the kids' bags, back by Fri pls"),
    ("28/02", "Annelie", "deposits close today, pls send proof of payment to me not the school"),
    ("Thurs 9 March", "Dineo", "can the girls take phones? - Mr Naidoo: ja but they hand them in at lights out"),
]
EDIT = {"details": "tour cost - scrub the R4 200 🙌 Van Zyl Motors are sponsoring the bus, so it's R2 600 per girl "
                   "now (hostel R1 800, food + tour shirt R800). R1 500 deposit as before, balance still by Fri "
                   "24/03, EFT ref HOCKEY + surname",
        "edited": "Mr Naidoo Mon 13/03"}
DEPOSITS = {"deposits": "deposits in: 22 of the 26 girls (bank stmt 10/03)", "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(DEPOSITS)
    with fault():
        store.put(PLAN, KEY, copy)


def naidoo_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so it's R2 600 per girl now" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payments_job, name="payments-job"),
           threading.Thread(target=naidoo_edit, name="naidoo-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I still owe for Keabetswe's tour? paid the R1 500 deposit in Feb"
context = ["Today is Weds 15 March 2051. You are talking to Dineo, whose daughter Keabetswe is in Bergsig Primary's "
           "U13 hockey team."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "tour cost R4 200 per girl" in c and "22 of the 26" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("r2 600", "van zyl", "sponsor")), context
reply = answer(f"(Dineo) {question}", context, mock="R2 700 - the tour's R4 200 a girl, less your R1 500 deposit. "
                                                    "Balance by Fri 24/03, ref HOCKEY + surname.")
finish(question, expected="R1 100 - Van Zyl Motors sponsored the bus so it's R2 600 now, less the R1 500 deposit",
       actual=reply)
