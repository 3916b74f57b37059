"""Batch 215 (held out). A church's harvest festival: LangGraph InMemoryStore (sync), two writers in threads.

App: St Swithun's, Clunbury keep their harvest festival on Sun 26th Sept 2049, 10.30 - the school coming to the
service, produce on the windowsills and the font, the auction of the fresh produce in the church after, tins and
packets to the food bank. The parish helper keeps one record per part of harvest in ("st-swithuns-harvest-2049",
"plan") - the service, the produce, the auction - and people's messages in ("st-swithuns-harvest-2049", "msgs"). The
service-sheet job (Gill's script that lays out the printed sheet) reads the service record, adds the sheet line and
writes the whole record back; Rev Mark edits the same record at the same time.

Planted fault (UpdateError, lost update): the service-sheet job reads the service record (hymns: We plough the
fields and scatter, Come ye thankful people come, Great is thy faithfulness, For the fruits of his creation); Rev
Mark writes in, 14/9, that Mrs Lloyd's class are coming to sing and they've learnt All things bright and beautiful,
so that goes in where Come ye thankful was; the job then puts back its stale copy with its sheet line (A4 folded,
80 copies, run off on the school copier Fri 24th), losing his edit. Question (Sat 18/9, Hilary, the organist):
"which hymns are we doing sun wk? need to dig the music out + have a practice" -> expected We plough the fields,
All things bright and beautiful, Great is thy faithfulness, For the fruits of his creation. The assistant lists the
old four, with Come ye thankful.

Expected verdict: UpdateError at langgraph.store.put (the service-sheet job's put, wrapped in fault()): the vicar's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the list. Asserted: the edit was in the store before the stale put; the service record has the sheet line and Come
ye thankful in its hymns, and no context line has All things bright, Mrs Lloyd or the class.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b215_langgraph_harvest_hymns_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("st-swithuns-harvest-2049", "plan")
MSGS = ("st-swithuns-harvest-2049", "msgs")
KEY = "service"
RECORDS = {
    KEY: {"details": "harvest festival sun 26th sept 10.30, Rev Mark, all-age, produce brought up in the offertory",
          "hymns": "We plough the fields and scatter; Come ye thankful people come; Great is thy faithfulness; For "
                   "the fruits of his creation (last one, everyone up)"},
    "produce": {"details": "produce on the windowsills + the font fri 24th from 2, tins + packets to the food bank "
                           "in Bishop's Castle, fresh stuff kept for the auction", "by": "Joan"},
    "auction": {"details": "auction straight after the service, in the church, Dennis on the hammer. proceeds to "
                           "the roof fund + the food bank 50/50", "by": "Dennis"},
}
MSG_LINES = [
    ("2049-08-22T18:30", "Joan", "can ppl bring stuff in jars for the food bank too? they're short of tinned fruit"),
    ("3/9", "Dennis", "got a sack of spuds + 2 pumpkins promised from Pryce's farm for the auction 🎃"),
    ("Sat 11th", "Gill", "service sheets - I'll do them on the school copier fri 24th if someone lets me in"),
]
EDIT = {"hymns": "We plough the fields and scatter; All things bright and beautiful (Mrs Lloyd's class are coming to "
                 "sing + they've learnt it, so it goes where Come ye thankful was); Great is thy faithfulness; For "
                 "the fruits of his creation (last one, everyone up)",
        "edited": "Rev Mark 14/9"}
SHEET = {"sheet": "A4 folded, 80 copies, school copier fri 24th, hymn nos. on the front", "by": "service-sheet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def sheet_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SHEET)
    with fault():
        store.put(PLAN, KEY, copy)


def vicar_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "All things bright and beautiful" in store.get(PLAN, KEY).value["hymns"]
    edit_done.set()


threads = [threading.Thread(target=sheet_job, name="service-sheet-job"),
           threading.Thread(target=vicar_edit, name="rev-mark-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which hymns are we doing sun wk? need to dig the music out + have a practice"
context = ["Today is Sat 18 Sept 2049. You are talking to Hilary, St Swithun's organist; the harvest festival "
           "service is Sun 26 Sept."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Come ye thankful people come" in c and "school copier" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("all things bright", "mrs lloyd", "class")), context
reply = answer(question, context, mock="We plough the fields and scatter, Come ye thankful people come, Great is thy "
                                       "faithfulness, and For the fruits of his creation to finish.")
finish(question, expected="We plough the fields and scatter, All things bright and beautiful (Mrs Lloyd's class are "
                          "singing it, in place of Come ye thankful), Great is thy faithfulness, For the fruits of his "
                          "creation", actual=reply)
