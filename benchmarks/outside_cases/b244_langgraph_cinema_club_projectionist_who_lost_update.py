"""Batch 244 (held out). A village cinema club: LangGraph InMemoryStore (sync), two writers in threads.

App: Luddenden Film Club show a film once a month in the village hall - a borrowed projector and the hall's big
screen, 60 chairs, tickets online or on the door, a bar run by volunteers, an ice cream in the interval. The club's
helper keeps one record per part of the next film night in ("luddenden-film-club", "fri-14-oct-2050") - the film,
the crew (projector, door, bar), the hall - and members' messages in ("luddenden-film-club", "msgs"). The ticket
job (a script that copies the online sales into the helper) reads the crew record, adds the tickets sold and
writes the whole record back; Carol (the volunteers' coordinator) edits the same record at the same time.

Planted fault (UpdateError, lost update): the ticket job reads the crew record (Dave on the projector - he's got the
laptop and the HDMI lead, Jean and Rita on the door, Phil and Mo on the bar); Carol writes in, Sun 9th Oct, that
Dave's away in Filey that week, so Sunil's doing the projector (he's done it with Dave before, he's collecting the
laptop Thursday), the rest as they were; the ticket job then puts back its stale copy with its count, losing
Carol's edit. Question (Weds 12/10, Margaret, the hall's key holder): "who's on the projector on friday? I need to
give them the hall key + the alarm code" -> expected Sunil (Dave's in Filey). The assistant says Dave.

Expected verdict: UpdateError at langgraph.store.put (the ticket job's put, wrapped in fault()): Carol's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who's
on the projector. Asserted: Carol's edit was in the store before the stale put; the crew record has the ticket
count and Dave on the projector, and no context line mentions Sunil, Filey or "away".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b244_langgraph_cinema_club_projectionist_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NIGHT = ("luddenden-film-club", "fri-14-oct-2050")
MSGS = ("luddenden-film-club", "msgs")
KEY = "crew"
RECORDS = {
    "film": {"details": "The Third Man (1949), 104 mins, PG. doors 7, film 7.30, ice creams in the middle (we stop "
                        "it at the zither bit 😂)",
             "by": "Carol"},
    KEY: {"details": "crew for fri: Dave on the projector (he's got the laptop + the HDMI lead), Jean + Rita on the "
                     "door, Phil + Mo on the bar. set up from 6",
          "by": "Carol"},
    "hall": {"details": "hall booked 6-11, chairs out in rows of 10, the blackout blinds stick on the left so give "
                        "them a yank. key from Margaret",
             "by": "Carol"},
}
MSG_LINES = [
    ("2050-09-18T20:40", "Phil", "bar stock - 2 boxes of red, 1 white, the local ale, crisps. no glass on the floor"),
    ("4/10", "Rita", "can we do a raffle for the new screen fund? - Carol: yes pls"),
    ("Fri 7th", "Jean", "float's in the tin, £40 in change"),
]
EDIT = {"details": "crew for fri: Dave's away in Filey that wk 🏖️ so Sunil's doing the projector (he's done it w/ "
                   "Dave before, collecting the laptop + lead off him thurs), rest as was: Jean + Rita on the door, "
                   "Phil + Mo on the bar. set up from 6",
        "edited": "Carol sun 9th"}
TICKETS = {"tickets": "41 sold online as of sat 8th, rest on the door", "by": "ticket job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(NIGHT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ticket_job() -> None:
    copy = dict(store.get(NIGHT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TICKETS)
    with fault():
        store.put(NIGHT, KEY, copy)


def carol_edit() -> None:
    read_done.wait()
    item = store.get(NIGHT, KEY)
    store.put(NIGHT, KEY, {**item.value, **EDIT})
    assert "so Sunil's doing the projector" in store.get(NIGHT, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=ticket_job, name="ticket-job"),
           threading.Thread(target=carol_edit, name="carol-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's on the projector on friday? I need to give them the hall key + the alarm code"
context = ["Today is Weds 12 October 2050. You are talking to Margaret, the village hall's key holder, about "
           "Luddenden Film Club's film night on Fri 14 Oct."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(NIGHT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Dave on the projector" in c and "41 sold online" in c for c in context), \
    context
assert not any(w in c.lower() for c in context for w in ("sunil", "filey", "away")), context
reply = answer(f"(Margaret) {question}", context, mock="Dave's on the projector - he's setting up from 6 with the "
                                                       "laptop, so give the key to him.")
finish(question, expected="Sunil - Dave's away in Filey that week", actual=reply)
