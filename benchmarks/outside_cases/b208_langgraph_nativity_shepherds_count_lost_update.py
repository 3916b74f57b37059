"""Batch 208 (held out). A playgroup's nativity: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Acorns Playgroup puts on its nativity on Thu 12th Dec 2047, 2pm in St Mary's church hall - twenty-odd
toddlers, tea-towel shepherds, tinsel angels, squash and mince pies for the grown-ups after. The playgroup's helper
keeps one record per part of the job in ("little-acorns-nativity-2047", "plan") - the parts, the costumes, the
refreshments - and parents' messages in ("little-acorns-nativity-2047", "msgs"). The costume job (Jen, who's sorting
costumes) reads the parts record, adds what each part wears, and writes the whole record back; Mrs Hughes (the
playgroup leader) edits the same record at the same time.

Planted fault (UpdateError, lost update): the costume job reads the parts record (Mary: Ava, Joseph: Leo, shepherds:
Alfie, Noah, Isla, angels: the rest, the innkeeper: Oscar); Mrs Hughes writes in, 2/12, that the Kowalski twins (Ben +
Sam) started Monday and their mum says they'll only do it together, so they're shepherds as well - Alfie, Noah, Isla,
Ben, Sam; the costume job then puts back its stale copy with the costume line (shepherds in a tea towel + a dressing
gown, angels in white + tinsel), losing Mrs Hughes's edit. Question (Thu 5/12, Jen, making the headdresses): "how many
tea towels do I need to bring for the shepherds? doing the headbands tonight" -> expected 5. The assistant says 3.

Expected verdict: UpdateError at langgraph.store.put (the costume job's put, wrapped in fault()): Mrs Hughes's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
count. Asserted: Mrs Hughes's edit was in the store before the stale put; the parts record has the costume line and
the three shepherds, and no context line has the twins, Ben or Sam.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b208_langgraph_nativity_shepherds_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("little-acorns-nativity-2047", "plan")
MSGS = ("little-acorns-nativity-2047", "msgs")
KEY = "parts"
RECORDS = {
    KEY: {"cast": "Mary - Ava, Joseph - Leo, shepherds - Alfie, Noah, Isla, innkeeper - Oscar (he's got 1 line!!), "
                  "angels - all the rest, star - Ruby on the chair w/ Mrs H holding it",
          "notes": "kings are the 3 oldest - Jacob, Mia, Harry, gifts from the dressing up box"},
    "refreshments": {"details": "squash + mince pies after, Gail's doing a tray bake, 50p a cup of tea for the "
                                "playgroup fund", "by": "Gail"},
    "on_the_day": {"details": "thurs 12th dec, 2pm St Mary's church hall, kids in by 1.15 to change, 2 chairs each "
                              "family max pls", "by": "Mrs Hughes"},
}
MSG_LINES = [
    ("2047-11-21T09:10", "Gail", "can someone do the big urn? the little one takes forever"),
    ("25/11", "Mrs Hughes", "no glitter in the halos PLEASE, we're still finding it from last yr 😅"),
    ("Weds 27th", "Priya", "Ruby's v excited about being the star, she's practising standing still lol"),
]
EDIT = {"cast": "Mary - Ava, Joseph - Leo, shepherds - Alfie, Noah, Isla + the Kowalski twins Ben & Sam (started "
                "mon, mum says they'll only do it together bless them), innkeeper - Oscar (he's got 1 line!!), angels "
                "- all the rest, star - Ruby on the chair w/ Mrs H holding it",
        "edited": "Mrs Hughes 2/12"}
COSTUME = {"costumes": "shepherds = tea towel on the head + a dressing gown, angels = white top + tinsel halo, kings "
                       "= crowns from the box. Jen doing the headbands", "by": "costume job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def costume_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COSTUME)
    with fault():
        store.put(PLAN, KEY, copy)


def hughes_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Kowalski twins" in store.get(PLAN, KEY).value["cast"]
    edit_done.set()


threads = [threading.Thread(target=costume_job, name="costume-job"),
           threading.Thread(target=hughes_edit, name="mrs-hughes-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tea towels do I need to bring for the shepherds? doing the headbands tonight"
context = ["Today is Thu 5 Dec 2047. You are talking to Jen, who's sorting the costumes for Little Acorns' nativity "
           "(Thu 12 Dec)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "shepherds - Alfie, Noah, Isla, innkeeper" in c and "tea towel on the head"
           in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("kowalski", "twins", "ben & sam")), context
reply = answer(question, context, mock="3 - one each for Alfie, Noah and Isla.")
finish(question, expected="5 - Alfie, Noah, Isla and the Kowalski twins (Ben and Sam)", actual=reply)
