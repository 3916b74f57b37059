"""Batch 259 (held out). A village panto's backstage chats: LangGraph InMemoryStore (sync), two writers in threads.

App: the Luddenden Players put on Cinderella in the village hall, Thu 15th to Sat 17th Jan 2054 - evenings at 7, a
Saturday matinee at 2.30, a cast of 24 with the juniors' chorus, a slosh scene, a raffle and mulled wine in the
interval. The company's helper keeps one record per part of the run in ("luddenden-players-cinders-2054", "run")
- the calls, the props, front of house, the interval - and the backstage chat in ("luddenden-players-cinders-2054",
"chat"). The programme job (Dave's script that copies the cast list into the programme file) reads the calls
record, adds the programme line and writes the whole record back; Bev (the stage manager) edits the same record at
the same time.

Planted fault (UpdateError, lost update): the programme job reads the calls record (evenings cast call 6.15,
juniors 6.30; Sat matinee cast 1.15, juniors 1.30; everyone signs in with Bev); Bev writes in, Mon 12th Jan, that
after the tech the director wants the slosh scene run before the matinee since it fell apart on Sunday, so the Sat
matinee cast call is 12.45 not 1.15, juniors 1.30 as was, evenings unchanged; the programme job then puts back its
stale copy with its programme line, losing Bev's edit. Question (Weds 14/1, Ryan who plays Buttons): "what time's
my call for the sat matinee? my mum's dropping me off on her way to work" -> expected 12.45 (for the slosh scene
run). The assistant says 1.15.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Bev's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
matinee call. Asserted: Bev's edit was in the store before the stale put; the calls record has the programme line
and the matinee at 1.15, and no context line has 12.45, "slosh scene run" or "not 1.15" (Bev's Sunday chat line
that the slosh scene fell apart at the tech is in it, without the new call).
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b259_langgraph_panto_matinee_call_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

RUN = ("luddenden-players-cinders-2054", "run")
CHAT = ("luddenden-players-cinders-2054", "chat")
KEY = "calls"
RECORDS = {
    KEY: {"details": "CALLS 🎭 evenings (thu/fri/sat) cast 6.15, juniors 6.30. SAT MATINEE cast 1.15, juniors 1.30. "
                     "EVERYONE signs in w/ Bev at the stage door, no exceptions (looking at u Ugly Sisters)",
          "by": "Bev"},
    "props": {"details": "props table SL + SR, pumpkin lives in the kitchen till act 1 sc 4. glass slipper x2 (one's "
                         "a spare, DON'T tell the kids). slosh buckets under the stage",
              "by": "Ang"},
    "foh": {"details": "front of house - Maureen + Ken on tickets, £10/£6, programmes £1. doors 30 mins b4",
            "by": "Maureen"},
    "interval": {"details": "interval 20 mins - raffle, mulled wine + juice, ices from the hatch. raffle drawn at "
                            "the start of act 2",
                 "by": "Maureen"},
}
CHAT_LINES = [
    ("2053-12-02T21:40", "Jo (dir)", "well done all tonight!! act 2 still needs work, books down by the 20th PLEASE"),
    ("Sun 11th Jan", "Bev", "tech went on till 10 😩 slosh scene fell apart, we'll sort it. juniors were brilliant"),
    ("12/1", "Ang", "anyone got a spare white sheet? the ghost's has got a hole in it"),
]
EDIT = {"details": "CALLS 🎭 evenings (thu/fri/sat) cast 6.15, juniors 6.30. SAT MATINEE cast 12.45 not 1.15 - Jo wants "
                   "the slosh scene run b4 the matinee after sun, juniors 1.30 as was. EVERYONE signs in w/ Bev at the "
                   "stage door",
        "edited": "Bev mon 12th"}
PROGRAMME = {"programme": "cast list copied into the programme file, 24 names (thu 8th)", "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(RUN, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(RUN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PROGRAMME)
    with fault():
        store.put(RUN, KEY, copy)


def bev_edit() -> None:
    read_done.wait()
    item = store.get(RUN, KEY)
    store.put(RUN, KEY, {**item.value, **EDIT})
    assert "SAT MATINEE cast 12.45 not 1.15" in store.get(RUN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=bev_edit, name="bev-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's my call for the sat matinee? my mum's dropping me off on her way to work"
context = ["Today is Weds 14 January 2054. You are talking to Ryan, who plays Buttons in the Luddenden Players' "
           "Cinderella."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(RUN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "SAT MATINEE cast 1.15" in c and "24 names" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("12.45", "slosh scene run", "not 1.15")), context
reply = answer(f"(Ryan) {question}", context, mock="Your call for the Saturday matinee is 1.15 - sign in with Bev at "
                                                   "the stage door.")
finish(question, expected="12.45 - Jo wants the slosh scene run before the matinee", actual=reply)
