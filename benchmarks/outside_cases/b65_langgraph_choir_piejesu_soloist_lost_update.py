"""Batch 65 (held out). A community choir's charity concert: LangGraph InMemoryStore (sync), two writers in threads.

App: Cotswold Voices (about 45 singers) are giving a charity concert for the hospice on Sat 17 June 2028 at St
Mary's, Cirencester. Each programme item is a record in ``("cotswold-voices", "programme")`` (key = the item;
value = a few fields) and the committee's notes are in ``("cotswold-voices", "notes")``. Two things write a
programme item: the printer-proof script (reads the item, adds the page it's on in the printed programme, writes
the whole record back) and Helen, the musical director, from her phone.

Planted fault (UpdateError, lost update): the proof script reads the Fauré Pie Jesu item; then Helen writes in:
"Clare's got laryngitis poor love, doctor says complete voice rest for 10 days. Hannah W (2nd sops) is going to do
the Pie Jesu, she sang it at her sister's wedding so knows it, extra run-through weds 14th 7pm". The script then
writes back its stale copy, which still has Clare. Question (Thu 15/6, the front-of-house lead, for the
announcements): "who's singing the solo in the Pie Jesu on Saturday?" -> expected Hannah from the second sopranos.
The assistant says Clare.

Expected verdict: UpdateError at langgraph.store.put, the script's put (inside fault()). Asserted: Helen's edit is
in the record before the script's put and missing from the final context, which has Clare and the script's page.
Another reading: none that we see; nothing is deleted, and the notes don't say who sings it.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b65_langgraph_choir_piejesu_soloist_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PROGRAMME = ("cotswold-voices", "programme")
NOTES = ("cotswold-voices", "notes")
KEY = "Faure Requiem - Pie Jesu"
ITEMS = {
    "opening - Zadok the Priest": {"who": "full choir + organ (Martin)", "length": "6 min"},
    KEY: {"who": "soprano solo: Clare Fenwick", "accomp": "organ", "length": "4 min"},
    "Faure Requiem - In Paradisum": {"who": "full choir", "length": "4 min", "note": "sops: DON'T go sharp"},
    "interval": {"what": "raffle drawn at the end of the interval, wine + squash in the north aisle", "length": "20"},
    "Rutter - For the Beauty of the Earth": {"who": "full choir", "length": "4 min"},
}
COMMITTEE = [
    ("2/5", "Jean (treasurer)", "tickets £12, under 16s free. 140 sold so far, hospice get everything after costs"),
    ("May 19th", "Pete (publicity)", "posters up in the library + Waitrose. Wilts & Glos Standard doing a piece"),
    ("2028-06-03", "Jean", "raffle prizes: hamper from the deli, 2 tix to the Barn theatre, Sue's cake, meal for "
                           "2 at the Fleece"),
    ("8.6.28", "Helen (MD)", "dress: black w a splash of blue, sops + altos scarves from the box in the vestry"),
]
EDIT = ("Clare's got laryngitis poor love, doctor says complete voice rest for 10 days. Hannah W (2nd sops) is going "
        "to do the Pie Jesu, she sang it at her sister's wedding so knows it, extra run-through weds 14th 7pm")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, item in ITEMS.items():
    store.put(PROGRAMME, key, item)
for i, (day, who, text) in enumerate(COMMITTEE, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def proof_script() -> None:
    copy = dict(store.get(PROGRAMME, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"printed": "p.6 of the programme, words + translation opposite (proof 2, 12/6)"})
    with fault():
        store.put(PROGRAMME, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(PROGRAMME, KEY)
    store.put(PROGRAMME, KEY, {**item.value, "who": EDIT, "edited": "Helen (MD), 12 June, 8.40pm"})
    assert "Hannah W" in store.get(PROGRAMME, KEY).value["who"]
    edit_done.set()


threads = [threading.Thread(target=proof_script, name="printer-proof"),
           threading.Thread(target=helen_edit, name="helen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's singing the solo in the Pie Jesu on Saturday?"
items = store.search(PROGRAMME, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 15 June 2028. You are talking to Rob, front of house, who does the announcements."] + \
          [f"{e.key}: {flat(e.value)}" for e in items] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "Clare Fenwick" in c and "p.6" in c for c in context), context
assert not any("Hannah" in c or "laryngitis" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Clare Fenwick sings the Pie Jesu solo, with Martin on the organ - it's on "
                                       "page 6 of the programme.")
finish(question, expected="Hannah, one of the second sopranos - Clare's been told to rest her voice",
       actual=reply)
