"""Batch 238 (held out). A book-repair volunteer group at the library: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Mending Club meets at Todmorden Library on Tuesday mornings, 10 till 12 - volunteers repairing the library's
own stock and jobs brought in by local groups (church hymn books, the local history society's bound newspapers),
with a cupboard of materials and a queue of jobs. The group's helper keeps one record per part of it in
("tod-mending-club-2051", "board") - the queue, the materials, the deadlines, the rules - and the volunteers'
messages in ("tod-mending-club-2051", "msgs"). The stock job (the library's script that copies the catalogue's
'in for repair' count into the helper) reads the queue record, adds the count and writes the whole record back;
Ruth (the coordinator) edits the same record at the same time.

Planted fault (UpdateError, lost update): the stock job reads the queue record (1. the Sunday school prize books x6,
loose boards; 2. the 1890s Todmorden Advertiser bound volume, spine gone; 3. the atlas with the torn maps; 4. the
picture books, sellotape off). Ruth writes in, Sat 11th, that the Advertiser volume goes to the top - the local
history society's exhibition has been brought forward to Sat 1st April and it's the centrepiece - the prize books can
wait till after Easter; the stock job then puts back its stale copy with its count, losing Ruth's edit. Question
(Mon 13/3, Pat, a volunteer): "which job should I start on tomorrow? don't want to get stuck into the wrong one" ->
expected the 1890s Todmorden Advertiser bound volume (the spine), for the exhibition on 1st April. The assistant
says the Sunday school prize books.

Expected verdict: UpdateError at langgraph.store.put (the stock job's put, wrapped in fault()): Ruth's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the first job.
Asserted: Ruth's edit was in the store before the stale put; the queue record has the stock count and the prize books
first, and no context line has the exhibition, 1st April or "to the top".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b238_langgraph_bookrepair_first_job_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOARD = ("tod-mending-club-2051", "board")
MSGS = ("tod-mending-club-2051", "msgs")
KEY = "queue"
RECORDS = {
    KEY: {"details": "job queue, in order 📚 1) Sunday school prize books x6 (St Mary's), loose boards, reattach "
                     "2) the Todmorden Advertiser bound vol 1890s, spine gone, needs a new one 3) the atlas w/ the "
                     "torn maps, Japanese tissue 4) kids' picture books, get the old sellotape off. finish one b4 "
                     "starting the next pls!",
          "by": "Ruth"},
    "materials": {"details": "cupboard: PVA, wheat starch paste (fridge), mull, linen thread, bookcloth (navy + "
                             "maroon), Japanese tissue, bone folders. board shears - ask Alan first",
                  "by": "Alan"},
    "deadlines": {"details": "St Mary's want the prize books back for the anniversary service in June. atlas no "
                             "rush. picture books whenever",
                  "by": "Ruth"},
    "rules": {"details": "no food near the bench, gloves for anything with foxing, sign jobs out in the book",
              "by": "Ruth"},
}
MSG_LINES = [
    ("2051-02-28T11:50", "Alan", "ordered more mull + linen thread from Shepherds, £18.40, receipt in the tin"),
    ("Tue 7/3", "Pat", "started the board reattach on prize book 1, it's in the press"),
    ("8.3.", "Ruth", "local history soc dropped off their list of what's going in their exhibition"),
]
EDIT = {"details": "job queue - CHANGE 🙃 the Advertiser bound vol goes to the top: the local history soc have "
                   "brought their exhibition forward to sat 1st april + it's the centrepiece, so new spine on that "
                   "first. prize books can wait till after easter (June's fine). then the atlas, then the picture "
                   "books",
        "edited": "Ruth sat 11th"}
STOCK = {"in_for_repair": "14 items in for repair on the catalogue (fri 10th)", "by": "stock job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOARD, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stock_job() -> None:
    copy = dict(store.get(BOARD, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STOCK)
    with fault():
        store.put(BOARD, KEY, copy)


def ruth_edit() -> None:
    read_done.wait()
    item = store.get(BOARD, KEY)
    store.put(BOARD, KEY, {**item.value, **EDIT})
    assert "the Advertiser bound vol goes to the top" in store.get(BOARD, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=stock_job, name="stock-job"),
           threading.Thread(target=ruth_edit, name="ruth-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which job should I start on tomorrow? don't want to get stuck into the wrong one"
context = ["Today is Mon 13 March 2051. You are talking to Pat, a volunteer at the Mending Club (Todmorden Library, "
           "Tuesdays 10-12)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOARD, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "1) Sunday school prize books" in c and "14 items" in c for c in context), \
    context
assert not any(w in c.lower() for c in context for w in ("1st april", "to the top", "brought their exhibition")), \
    context
reply = answer(f"(Pat) {question}", context,
               mock="Start on the Sunday school prize books - they're first in the queue (loose boards to "
                    "reattach), and you'd already begun on book 1.")
finish(question, expected="the 1890s Todmorden Advertiser bound volume - new spine, for the exhibition on 1st April",
       actual=reply)
