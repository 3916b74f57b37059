"""Batch 69 (held out). A community swimming club's gala: LangGraph InMemoryStore (sync), two writers in threads.

App: Stourport Otters SC host their winter gala on Sat 17 Nov 2029 at the Wyre Forest Glades pool (Otters v
Bromsgrove v Droitwich, 8 lanes). Each part of the day is a record in ``("otters-gala", "schedule")`` (key = the part;
value = a few fields); parents' and officials' notes sit in ``("otters-gala", "notes")``. Two things write a
schedule record: the entries sync (reads the record, adds how many swimmers are entered, writes the whole record back)
and Debbie, the gala secretary, from her phone.

Planted fault (UpdateError, lost update): the sync reads the warm-up record; then Debbie writes in: "Glades want us
out by 12.30 sharp, there's a disability swim session after us, so they're opening up early for us - warm-up 7.45 -
8.25 now, doors 7.30. can someone put it on the parents whatsapp". The sync then writes back its stale copy, which
still says 8.30-9.10. Question (Thu 15/11, a parent, Lisa): "what time do the kids need to be in the water for
warm-up on saturday?" -> expected 7.45. The assistant says 8.30.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Debbie's edit is in
the record before the sync's put and missing from the final context, which has 8.30 and the sync's line. Another
reading: none that we see; nothing is deleted, and the notes don't give the warm-up time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b69_langgraph_gala_warmup_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCHEDULE = ("otters-gala", "schedule")
NOTES = ("otters-gala", "notes")
KEY = "warm-up"
RECORDS = {
    KEY: {"when": "sat 17/11 8.30 - 9.10, lanes 1-4 Otters, 5-8 the other two clubs", "where": "Wyre Forest Glades",
          "notes": "coaches on poolside, NO parents on poolside pls"},
    "session 1": {"when": "9.20 start, 25m + 50m events, finishes about 11", "where": "main pool"},
    "officials briefing": {"when": "9.00 in the meeting room upstairs", "who": "all officials + the referee (Alan)"},
    "presentation": {"when": "after the last relay, medals + the trophy", "who": "club president Mrs Hayward"},
}
GALA_NOTES = [
    ("2029-10-28", "Debbie", "entries close 5/11, £3.50 per swim, max 4 swims each + relays"),
    ("3/11/29", "Gary", "tuck shop - need 2 more ppl for the 10-11 slot, bring a float of £40 in coins"),
    ("Nov 8", "Lisa", "Maya's goggles broke again lol, ordering the mirrored ones"),
    ("11.11.29", "Coach Pete", "relay teams picked, 9-10s girls: Maya, Ella, Jess, Rosie. don't tell them yet"),
]
EDIT = ("Glades want us out by 12.30 sharp, there's a disability swim session after us, so they're opening up early "
        "for us - warm-up 7.45 - 8.25 now, doors 7.30. can someone put it on the parents whatsapp")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SCHEDULE, key, record)
for i, (day, who, text) in enumerate(GALA_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def entries_sync() -> None:
    copy = dict(store.get(SCHEDULE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"entered": "31 Otters swimmers, 96 individual swims + 6 relays"})
    with fault():
        store.put(SCHEDULE, KEY, copy)


def debbie_edit() -> None:
    read_done.wait()
    item = store.get(SCHEDULE, KEY)
    store.put(SCHEDULE, KEY, {**item.value, "when": EDIT, "edited": "Debbie (gala sec), 13/11 9.40pm"})
    assert "7.45 - 8.25" in store.get(SCHEDULE, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=entries_sync, name="entries-sync"),
           threading.Thread(target=debbie_edit, name="debbie-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do the kids need to be in the water for warm-up on saturday?"
recs = store.search(SCHEDULE, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 15 November 2029. You are talking to Lisa, whose daughter Maya is swimming on Saturday."] + \
          [f"{r.key}: {flat(r.value)}" for r in recs] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "8.30 - 9.10" in c and "31 Otters" in c for c in context), context
assert not any("7.45" in c or "disability swim" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Warm-up's 8.30 to 9.10 on Saturday, Otters in lanes 1-4 - get there a bit "
                                       "before so she's changed.")
finish(question, expected="quarter to eight", actual=reply)
