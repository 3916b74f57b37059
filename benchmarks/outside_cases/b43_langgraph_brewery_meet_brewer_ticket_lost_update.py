"""Batch 43 (held out). A small brewery's taproom: LangGraph InMemoryStore (sync), two writers in threads.

App: Fellside Brewing (a 10-barrel brewery with a taproom open Thu-Sun in the unit next door; head brewer Owen,
taproom manager Lou). Their events and stock live in a LangGraph store: one record per event in ``("fellside",
"events")`` (key = event; value = a few fields) and the staff group chat in ``("fellside", "chat")``; the assistant
answers from both. Two things write an event record at once: the ticket sync (it reads the record, adds the latest
count of tickets sold from the booking site and writes the whole record back), and Lou, who has just settled the
price of the meet-the-brewer night with the pie people.

Planted fault (UpdateError, lost update): the ticket sync read the "meet-the-brewer" record before Lou's edit
("£15 a head now - 4 thirds (pale, IPA, the stout + a taster of the barrel aged) AND a steak+ale pie from Dough Bros,
they wanted £3 a pie so we've put it in the ticket. doors 7, Owen talks at 7.30") and writes back its stale copy,
whose "ticket" still says "£12 - 3 thirds + crisps". Question (Mon 9/3): "how much are the tickets for the meet
the brewer night?" -> expected £15 (with a pie). The assistant says £12.

Expected verdict: UpdateError at langgraph.store.put, the ticket sync's put (inside fault()). Asserted: Lou's edit
is in the record before the sync's put and missing from the final context, which has the £12 ticket.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b43_langgraph_brewery_meet_brewer_ticket_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("fellside", "events")
CHAT = ("fellside", "chat")
KEY = "meet-the-brewer"
RECORDS = {
    KEY: {"when": "fri 13 mar", "ticket": "£12 - 3 thirds + crisps", "cap": "40 (upstairs closed off)",
          "who": "Owen talking, Lou + Jess on the bar", "sold": "18 (site, 2/3)"},
    "quiz": {"when": "every other thurs, next 12/3, 8pm", "host": "Big Steve", "prize": "£50 bar tab"},
    "tap-takeover": {"when": "sat 28 mar", "who": "Hopworks from Kendal, 6 lines", "note": "need 2 extra kegs cooled"},
    "bottle-share": {"when": "sun 22 mar 2-5", "ticket": "free, bring a bottle", "note": "Jess running it"},
}
CHAT_MSGS = [
    ("2/3", "Owen", "barrel aged stout's ready for the brewer night, 1 keg only so thirds only on it"),
    ("4/3", "Jess", "18 sold for fri 13th so far, 3 people asked if there's food"),
    ("5/3", "Lou", "Dough Bros said they can do pies, sorting the price w them tmrw"),
    ("6/3", "Owen", "kegs: 9 of pale, 4 IPA, 2 stout in the cold store, dray thurs"),
    ("7/3", "Jess", "glass washer's leaking again, bucket under it for now"),
]
EDIT = ("£15 a head now - 4 thirds (pale, IPA, the stout + a taster of the barrel aged) AND a steak+ale pie from "
        "Dough Bros, they wanted £3 a pie so we've put it in the ticket. doors 7, Owen talks at 7.30")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, lou_done = threading.Event(), threading.Event()


def ticket_sync() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    lou_done.wait()
    copy.update({"sold": "26 (site, 8/3)"})
    with fault():
        store.put(EVENTS, KEY, copy)


def lou_laptop() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, "ticket": EDIT, "edited": "8/3 22:15 Lou"})
    assert "£15 a head" in store.get(EVENTS, KEY).value["ticket"]
    lou_done.set()


threads = [threading.Thread(target=ticket_sync, name="ticket-sync"),
           threading.Thread(target=lou_laptop, name="lou-laptop")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much are the tickets for the meet the brewer night?"
events = store.search(EVENTS, limit=50)
chat = store.search(CHAT, limit=50)
context = ["Today is Mon 9 March 2026."] + [f"{e.key}: {flat(e.value)}" for e in events] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith(f"{KEY}:") and "£12 - 3 thirds" in c and "26 (site, 8/3)" in c for c in context), context
assert not any("£15" in c or "steak+ale" in c for c in context), context
reply = answer(question, context, mock="£12 - that gets you three thirds and some crisps. 26 sold so far out of 40.")
finish(question, expected="Fifteen quid, pie included", actual=reply)
