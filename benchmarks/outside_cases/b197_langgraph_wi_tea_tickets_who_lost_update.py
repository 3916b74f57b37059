"""Batch 197 (held out). A WI's afternoon tea: LangGraph InMemoryStore (sync), two writers in threads.

App: Much Wenlock WI's summer afternoon tea is Sat 20th June 2043 in the Memorial Hall, 2.30-4.30 - sandwiches,
scones, a cake table, a glass of fizz, 60 tickets. The WI's helper keeps one record per part in
("wenlock-wi-tea-2043", "event") - the tickets, the cakes, the tables - and members' odd messages in
("wenlock-wi-tea-2043", "msgs"). The ticket-tally job reads the tickets record, adds the count from the online form
and writes the whole record back; Pat (the WI's secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the ticket-tally job reads the tickets record (£8 with a glass of fizz;
get them from Jean, the treasurer - ring her or catch her at the Thursday market; 60 max); Pat writes in, Tue 9th
June, that Jean had her hip done on the 2nd and is laid up for a few weeks, so Mavis (the president) has the ticket
book now, and she's at the market Thursdays instead; the tally job then puts back its stale copy with its sold
line, losing Pat's edit. Question (Weds 10/6, Dorothy, a member): "who do I get tickets off now? want 4 for me and my
sisters" -> expected Mavis, the president (Jean's laid up after her hip). The assistant says Jean, the treasurer.

Expected verdict: UpdateError at langgraph.store.put (the tally job's put, wrapped in fault()): Pat's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides who sells the
tickets. Asserted: her edit was in the store before the stale put; the tickets record has the sold line and Jean
as the seller, and no context line mentions Mavis, the president or the hip.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b197_langgraph_wi_tea_tickets_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENT = ("wenlock-wi-tea-2043", "event")
MSGS = ("wenlock-wi-tea-2043", "msgs")
KEY = "tickets"
RECORDS = {
    KEY: {"price": "£8 incl. a glass of fizz (elderflower for drivers)",
          "from": "Jean (treasurer) - ring her or catch her at the Thursday market, cash or cheque",
          "max": "60, hall only seats 60 for a sit down"},
    "cakes": {"details": "12 cakes promised, Victoria sponges x3, coffee + walnut, lemon drizzle, 2 GF. scones "
                         "Hilda + Joan, jam + cream from Wenlock Edge farm shop", "by": "Pat"},
    "tables": {"details": "10 tables of 6, white cloths from the church, jam jar flowers. set up fri 19th from "
                          "half 6", "by": "Pat"},
}
MSG_LINES = [
    ("2043-05-26T10:15", "Hilda", "I'll do 3 dozen scones, cheese + plain, need the big oven sat morning"),
    ("2/6", "Dorothy", "can we bring guests? my sisters want to come 😊"),
    ("Thurs 4th", "Joan", "bunting's in my loft if anyone can get it down, I can't do ladders"),
]
EDIT = {"from": "Jean had her hip done tue 2nd so she's laid up a few wks 🙁 Mavis (president) has the ticket book "
                "now - ring her, or she's at the thursday market instead of Jean",
        "edited": "Pat Tue 9th June"}
SOLD = {"sold": "41 so far (online form), 19 left", "by": "ticket tally"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ticket_tally() -> None:
    copy = dict(store.get(EVENT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SOLD)
    with fault():
        store.put(EVENT, KEY, copy)


def pat_edit() -> None:
    read_done.wait()
    item = store.get(EVENT, KEY)
    store.put(EVENT, KEY, {**item.value, **EDIT})
    assert "Mavis (president) has the ticket book" in store.get(EVENT, KEY).value["from"]
    edit_done.set()


threads = [threading.Thread(target=ticket_tally, name="ticket-tally"),
           threading.Thread(target=pat_edit, name="pat-tickets-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who do I get tickets off now? want 4 for me and my sisters"
context = ["Today is Weds 10 June 2043. You are talking to Dorothy, a member of Much Wenlock WI; the afternoon tea "
           "is Sat 20 June, 2.30-4.30, in the Memorial Hall."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Jean (treasurer)" in c and "sold: 41 so far" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("mavis", "president", "hip")), context
reply = answer(question, context, mock="Jean, our treasurer - give her a ring or catch her at the Thursday market. "
                                       "£8 each with a glass of fizz.")
finish(question, expected="Mavis, the president - Jean's laid up after her hip op", actual=reply)
