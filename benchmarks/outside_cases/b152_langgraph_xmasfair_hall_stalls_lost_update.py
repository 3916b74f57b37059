"""Batch 152 (held out). A primary school's Christmas fair layout: LangGraph InMemoryStore (sync), two writers in
threads.

App: the PTA of Castle Hill Primary puts on its Christmas fair on Fri 4th Dec 2037 after school (3.15-5.30: stalls
in the hall, the library and the Year 1 classroom, Santa's grotto, the raffle drawn at 5.15). The PTA keeps one
record per room in ("xmas-fair", "rooms") - which stalls, who's running them, what they need - and its odd notes in
("xmas-fair", "notes"). The electrics job reads a room, adds the sockets and extension leads it has allocated and
writes the whole record back; Kirsty, the PTA chair, edits the same record at the same time.

Planted fault (UpdateError, lost update): the electrics job reads the hall record (tombola, cake stall, Santa's
grotto on the stage, bottle stall, the raffle table by the doors); Kirsty writes in, on Tue 24/11, that Mrs Begum
wants the stage clear for the Reception nativity run-through straight after school, so Santa goes in the library in
the reading corner, and the Y6 crafts stall (wreaths and the reindeer food) comes into the hall where the grotto was;
the electrics job then puts back its stale copy with the urn's socket and two extension reels, losing her edit.
Question (Mon 30/11, Gemma, doing the map for the newsletter): "which stalls are in the hall this yr? doing the
map for the newsletter" -> expected tombola, cakes, the bottle stall, the raffle table and the Y6 crafts (Santa's
in the library). The assistant lists Santa's grotto on the stage and no crafts.

Expected verdict: UpdateError at langgraph.store.put (the electrics job's put, wrapped in fault()): Kirsty's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Kirsty's edit was in the store before the stale put; the hall record has the sockets and the
grotto, and no context line mentions the Y6 crafts or the nativity.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b152_langgraph_xmasfair_hall_stalls_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROOMS = ("xmas-fair", "rooms")
NOTES = ("xmas-fair", "notes")
KEY = "hall"
RECORDS = {
    KEY: {"stalls": "tombola (the chocolate one + the teddies), cake stall, Santa's grotto on the stage, bottle stall, "
                    "raffle table by the doors",
          "who": "Kirsty + Y5 parents; Santa = Gary (Y2 grandad)", "needs": "tables x8, the stage curtains shut"},
    "library": {"stalls": "second hand books + toys, the guess the sweets jar", "who": "Mrs Lord + Y3 parents",
                "needs": "float £30"},
    "y1-classroom": {"stalls": "face painting, glitter tattoos, the lucky dip", "who": "Gemma + Y1 parents",
                     "needs": "wipes!!, mirrors, a bin"},
}
NOTE_LINES = [
    ("14/10", "Kirsty", "raffle prizes so far: hamper from the Co-op, £50 Boots voucher, signed Town shirt. tickets "
                        "£1 a strip, draw 5.15"),
    ("Weds 4 Nov", "Sam", "cake stall - need donations in by thurs 3rd, nut free pls, labels w ingredients"),
    ("2037-11-18T20:40", "Gary", "beard + suit are in the PE cupboard, I'll do 3.30-5, need a break at half 4 for a "
                                 "brew lol"),
]
EDIT = {"stalls": "tombola, cake stall, bottle stall, raffle table by the doors + the Y6 crafts (wreaths + reindeer "
                  "food) where the grotto was - Mrs Begum needs the stage clear for the Reception nativity run "
                  "thru straight after school so Santa's in the library, reading corner",
        "edited": "Kirsty Tue 24/11"}
ELECTRICS = {"sockets": "urn on the kitchen hatch socket, 2 extension reels (tombola lights + the stage)",
             "by": "electrics job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROOMS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def electrics_job() -> None:
    copy = dict(store.get(ROOMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ELECTRICS)
    with fault():
        store.put(ROOMS, KEY, copy)


def kirsty_edit() -> None:
    read_done.wait()
    item = store.get(ROOMS, KEY)
    store.put(ROOMS, KEY, {**item.value, **EDIT})
    assert "Y6 crafts" in store.get(ROOMS, KEY).value["stalls"]
    edit_done.set()


threads = [threading.Thread(target=electrics_job, name="xmas-fair-electrics-job"),
           threading.Thread(target=kirsty_edit, name="kirsty-chair-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which stalls are in the hall this yr? doing the map for the newsletter"
context = ["Today is Mon 30 November 2037. You are talking to Gemma, who is drawing the map of Castle Hill Primary's "
           "Christmas fair (Fri 4 December, 3.15-5.30) for the PTA newsletter."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROOMS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Santa's grotto on the stage" in c and "extension reels" in c
           for c in context), context
assert not any("Y6" in c or "crafts" in c or "nativity" in c or "Begum" in c for c in context), context
reply = answer(question, context, mock="The hall has the tombola, the cake stall, Santa's grotto on the stage, the "
                                       "bottle stall and the raffle table by the doors.")
finish(question, expected="tombola, cake stall, bottle stall, raffle table and the Y6 crafts (wreaths + reindeer "
                          "food) - Santa's in the library this year", actual=reply)
