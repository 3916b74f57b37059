"""Batch 21 (held out). An amateur theatre group's box office: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Wolston Players keep one record per performance of "Calendar Girls" (``("players", "box-office")``, key =
performance, value = seats sold and left, notes) and a namespace of company notes (rehearsals, costumes, props);
the assistant answers from a search of both. Two things write the Saturday matinee record at once: the nightly
TicketSource sync (reads the record, fetches the online sales, writes the whole copy back with its check stamp) and
Maureen's laptop at the box-office desk, where she has just sold a block to the WI.

Planted fault (UpdateError, lost update): the sync read the matinee record before Maureen's sale ("sold 119 of 140
... 15 for the Wolston WI party, cash, rows F-G; left 21") and puts back its stale copy, which still says 104 sold
and 36 left. Question (Thu 20/11): "How many seats have we got left for Saturday afternoon?" -> expected "21". The
assistant says 36.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Maureen's sale is in
the record before the sync's put and missing from the final context, which still says "left: 36". Another reading:
none that we see; nothing is deleted and the company notes do not give the count.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b21_langgraph_theatre_matinee_seats_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOX = ("players", "box-office")
COMPANY = ("players", "company")
PERFS = {
    "thu-20-11": {"perf": "Thu 20/11 7.30pm", "capacity": 140, "sold": "61 (online 49, box office 12)", "left": 79,
                  "notes": "preview night, GBP 10 all seats"},
    "fri-21-11": {"perf": "Fri 21/11 7.30pm", "capacity": 140, "sold": "122 (online 101, box office 21)", "left": 18,
                  "notes": "2 wheelchair spaces booked, keep row A ends"},
    "sat-22-11-mat": {"perf": "Sat 22/11 2.30pm matinee", "capacity": 140, "sold": "104 (online 86, box office 18)",
                      "left": 36, "notes": "concessions GBP 10, tea + cake in the interval"},
    "sat-22-11-eve": {"perf": "Sat 22/11 7.30pm", "capacity": 140, "sold": "140", "left": 0,
                      "notes": "SOLD OUT - waiting list with Maureen (9 names)"},
}
COMPANY_NOTES = [
    ("2025-10-27", "Tech run Sun 16/11 1pm, dress Tues 18/11 7pm sharp. Lighting with Des from 10am Sun"),
    ("2025-10-30", "Calendars (the prop ones) printed - 20 copies for the foyer to sell at GBP 8"),
    ("2025-11-03", "Costumes: WI tabards done, Jackie still needs Chris's red dress taken in"),
    ("2025-11-05", "Front of house rota - Carol + Ian Thurs, Bev Fri, Gwen + Mo Sat mat, Ian Sat eve"),
    ("2025-11-10", "Sunflowers for the finale - Hollins Nursery donating 40 stems, pick up Fri am"),
    ("2025-11-12", "Matinee - the WI asked about a group booking, Maureen dealing"),
    ("2025-11-14", "Programme ads raised GBP 310, programmes GBP 2"),
]
SOLD_TO_WI = {"sold": "119 (online 86, box office 33 - 15 for the Wolston WI party, cash, rows F-G)", "left": 21,
              "updated": "Tues 18/11 9.40pm (Maureen, box office)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in PERFS.items():
    store.put(BOX, key, record)
for i, (day, text) in enumerate(COMPANY_NOTES, 1):
    store.put(COMPANY, f"note-{i:02d}", {"date": day, "text": text})

read_done, sale_done = threading.Event(), threading.Event()


def ticketsource_sync() -> None:
    copy = dict(store.get(BOX, "sat-22-11-mat").value)
    read_done.set()
    sale_done.wait()
    copy["online_checked"] = "Tue 18/11 23:00 - no new online sales since Mon"
    with fault():
        store.put(BOX, "sat-22-11-mat", copy)


def box_office_desk() -> None:
    read_done.wait()
    item = store.get(BOX, "sat-22-11-mat")
    store.put(BOX, "sat-22-11-mat", {**item.value, **SOLD_TO_WI})
    assert store.get(BOX, "sat-22-11-mat").value["left"] == 21
    sale_done.set()


threads = [threading.Thread(target=ticketsource_sync, name="ticketsource-sync"),
           threading.Thread(target=box_office_desk, name="box-office-desk")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "How many seats have we got left for Saturday afternoon?"
perfs = store.search(BOX, limit=10)
notes = store.search(COMPANY, limit=50)
context = ["Today is Thu 20/11/25."] + [f"{p.key}: {flat(p.value)}" for p in perfs] + \
          [f"{n.value['date']}: {n.value['text']}" for n in notes]
assert any("matinee" in c and "left: 36" in c for c in context), context
assert not any("Wolston WI party" in c or "left: 21" in c for c in context), context
reply = answer(question, context, mock="36 left for the Saturday 2.30 matinee (104 of 140 sold). The WI were asking "
                                       "about a group booking - worth checking with Maureen.")
finish(question, expected="21 - the WI's party took 15 more at the box office, so 119 of 140 are gone",
       actual=reply)
