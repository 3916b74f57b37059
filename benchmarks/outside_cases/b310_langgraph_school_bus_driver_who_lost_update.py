"""Batch 310 (held out). A bus company's school routes: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Coaches run three school routes in 2051 - the S7 to Sowerby Bridge High, the S14 to Ryburn Valley High
and the S15 to Calder High. The office's helper keeps one record per route in ("calder-coaches-school-2051",
"routes") - driver, bus, stops and times - and parents' and drivers' messages in ("calder-coaches-school-2051",
"msgs"). The passes job (Kev's script that counts the bus passes issued per route each week) reads a route record,
adds the pass count and writes the whole record back; Dawn (who does the school routes) edits the same record at
the same time.

Planted fault (UpdateError, lost update): the passes job reads the S14 record (driver Gary, Mon-Fri, bus 412 the
blue double decker, Church Ln 7.42, Mill Ln 7.48, the Triangle 7.55, school 8.20, back from the bays 3.25); Dawn
writes in, Mon 16th Jan, that Gary's off with his back, so Tony's covering the S14 till half term (grey beard, Leeds
scarf), everything else the same; the passes job then puts back its stale copy with its count, losing Dawn's edit.
Question (Weds 18/1, Mrs Akhtar): "who's driving the S14 this wk? my daughter left her PE bag on it, want to ask him
at pick up" -> expected Tony (covering while Gary's off with his back). The assistant says Gary.

Expected verdict: UpdateError at langgraph.store.put (the passes job's put, wrapped in fault()): Dawn's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who is driving.
Asserted: Dawn's edit was in the store before the stale put; the S14 record has the pass count and driver Gary, and
no context line has Tony, "his back" or "covering".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b310_langgraph_school_bus_driver_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROUTES = ("calder-coaches-school-2051", "routes")
MSGS = ("calder-coaches-school-2051", "msgs")
KEY = "S14"
RECORDS = {
    "S7": {"details": "S7 sowerby bridge high - driver Maxine, bus 218 (single decker). Norland Rd 7.50, the Old Hall "
                      "7.58, school 8.25. back 3.20",
           "by": "Dawn"},
    KEY: {"details": "S14 ryburn valley high - driver Gary mon-fri, bus 412 (the blue double decker). Church Ln 7.42, "
                     "Mill Ln 7.48, the Triangle 7.55, school 8.20. back from the bays 3.25",
          "by": "Dawn"},
    "S15": {"details": "S15 calder high - driver Shaz, bus 301. Heptonstall Rd 7.51, Mytholm 8.02, school 8.25. "
                       "back 3.20, drop off at Hebden stn last",
            "by": "Dawn"},
}
MSG_LINES = [
    ("2051-01-04T08:30", "Dawn", "back mon 9th jan, all routes usual times. new yr 7 passes in the post"),
    ("11.1.", "Gary", "S14 heater's fixed at last, kids can take their coats off 😂"),
    ("Fri 13th Jan", "Kev", "any lost property to the depot office, tues + thurs 4-5"),
]
EDIT = {"details": "S14 ryburn valley high - Gary's off with his back 😬 so Tony's covering the S14 till half term "
                   "(grey beard + the Leeds scarf lol). rest same: bus 412, Church Ln 7.42, Mill Ln 7.48, the "
                   "Triangle 7.55, school 8.20, back from the bays 3.25",
        "edited": "Dawn mon 16th"}
PASSES = {"passes": "58 passes issued on the S14 (as of fri 13th)", "by": "passes job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROUTES, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def passes_job() -> None:
    copy = dict(store.get(ROUTES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PASSES)
    with fault():
        store.put(ROUTES, KEY, copy)


def dawn_edit() -> None:
    read_done.wait()
    item = store.get(ROUTES, KEY)
    store.put(ROUTES, KEY, {**item.value, **EDIT})
    assert "so Tony's covering the S14 till half term" in store.get(ROUTES, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=passes_job, name="passes-job"),
           threading.Thread(target=dawn_edit, name="dawn-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's driving the S14 this wk? my daughter left her PE bag on it, want to ask him at pick up"
context = ["Today is Weds 18 January 2051. You are talking to Mrs Akhtar, whose daughter takes Calder Coaches' S14 to "
           "Ryburn Valley High."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROUTES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "driver Gary mon-fri" in c and "58 passes" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("tony", "his back", "covering")), context
reply = answer(f"(Mrs Akhtar) {question}", context,
               mock="Gary's driving the S14 - he's on it Mon-Fri, so catch him at pick up. Lost property also goes to "
                    "the depot office Tue + Thu 4-5.")
finish(question, expected="Tony - he's covering the S14 while Gary's off with his back", actual=reply)
