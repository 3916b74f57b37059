"""Batch 19 (held out). A community choir's concert planning: LangGraph InMemoryStore (sync get/put/search), two
writers in threads.

App: Harbour Voices (about 45 singers) keep their admin in one store. Namespace ("choir", "concerts") holds one
record per concert (date, venue, dress rehearsal, call time, dress code, tickets, notes); ("choir", "news") holds the
secretary's dated news items (parts, subs, venue bookings). Two things write concert records: the ticketing sync on
Ruth's laptop (it reads the record, refreshes the ticket count and writes the whole record back) and Alan, the
musical director, who edits the record from his phone.

Planted fault (UpdateError, lost update): on Thu 26/6 the ticket sync reads the summer concert record (dress
rehearsal "Fri 4/7 7pm St Mary's"); Alan then saves "dress rehearsal moved - the Fri's no good, St Mary's have a
wedding set-up. Now a week today, Thu, 7pm, same place" with updated 26/6; the sync then writes back
its stale copy with the new ticket count, so the dress rehearsal is Friday again. Question (Mon 30/6): "When's the
dress rehearsal for the summer concert?" -> expected "Thursday 3 July, 7pm at St Mary's". The assistant says Friday
4 July.

Expected verdict: UpdateError at langgraph.store.put (fault() wraps the sync's put). Asserted: Alan's put stored
"a week today, Thu"; after the sync's put the record and the context hold only the Friday rehearsal. Another
reading: none that we see; no news item repeats the move.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b19_langgraph_choir_dress_rehearsal_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CONCERTS = ("choir", "concerts")
NEWS = ("choir", "news")
RECORDS = {
    "spring-2025": {"title": "Spring concert - Faure Requiem + folk set", "date": "Sat 29/3/25 7.30pm",
                    "venue": "St Mary's, Harbour Rd", "dress_rehearsal": "Fri 28/3 7pm St Mary's",
                    "tickets": "sold 212 of 240", "notes": "raised GBP 1,840 for the lifeboat"},
    "summer-2025": {"title": "Summer concert - 'Songs of the Sea'", "date": "Sat 5/7/25 7.30pm",
                    "venue": "St Mary's, Harbour Rd", "dress_rehearsal": "Fri 4/7 7pm St Mary's",
                    "call_time": "6.30pm on the night", "dress": "black + a blue scarf/tie",
                    "tickets": "sold 96 of 240", "updated": "12/6"},
    "christmas-2025": {"title": "Carols by candlelight", "date": "Sat 13/12/25 7pm", "venue": "tbc (Methodist?)",
                       "dress_rehearsal": "tbc", "tickets": "not on sale yet"},
}
NEWS_ITEMS = [
    ("2025-06-02", "Sops 2 short for the summer - Jan and Bev both away 5/7. Maureen moving across from sop 1 for it"),
    ("2025-06-05", "Basses: new member Tom (ex-Cathedral choir) joins Weds, sits with Phil"),
    ("2025-06-09", "Subs for Apr-Jun now overdue for 6 people - GBP 45 a term, list at the door"),
    ("2025-06-11", "Accompanist: Helen can't do 5/7, Graham depping (he knows the Sea Fever arrangement)"),
    ("2025-06-16", "Reminder: extra sectional for tenors + basses Mon 23/6 7pm church hall, 'Shenandoah' divisi"),
    ("2025-06-18", "Folders to be handed in after 5/7 - we're swapping to the Christmas music in Sept"),
    ("2025-06-20", "Blue scarves - Pam has 10 spare at GBP 3, ask her before Weds"),
    ("2025-06-23", "Raffle prizes for 5/7 to Sue by Thu 3/7 please - the bottle tombola did well last time"),
    ("2025-06-25", "Parking at St Mary's tight on concert night - car share or use the Harbour Rd car park"),
]
ALAN_EDIT = ("dress rehearsal moved - the Fri's no good, St Mary's have a wedding set-up. Now a week today, Thu, 7pm, "
             "same place")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CONCERTS, key, record)
for i, (day, text) in enumerate(NEWS_ITEMS, 1):
    store.put(NEWS, f"news-{i:02d}", {"date": day, "text": text})

read_done, alan_done = threading.Event(), threading.Event()


def ticket_sync() -> None:
    copy = dict(store.get(CONCERTS, "summer-2025").value)
    read_done.set()
    alan_done.wait()
    copy["tickets"] = "sold 171 of 240 (Eventbrite 126 + door list 45)"
    with fault():
        store.put(CONCERTS, "summer-2025", copy)


def alan_phone() -> None:
    read_done.wait()
    item = store.get(CONCERTS, "summer-2025")
    store.put(CONCERTS, "summer-2025", {**item.value, "dress_rehearsal": ALAN_EDIT, "updated": "Thu 26/6 (Alan)"})
    assert "a week today, Thu" in store.get(CONCERTS, "summer-2025").value["dress_rehearsal"]
    alan_done.set()


threads = [threading.Thread(target=ticket_sync, name="ticket-sync"),
           threading.Thread(target=alan_phone, name="alan-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "When's the dress rehearsal for the summer concert?"
concerts = store.search(CONCERTS, limit=10)
news = store.search(NEWS, limit=50)
context = ["Today is Mon 30/6/25."] + [f"{c.key}: {flat(c.value)}" for c in concerts] + \
          [f"{n.value['date']}: {n.value['text']}" for n in news]
assert any("dress_rehearsal: Fri 4/7 7pm" in c for c in context), context
assert not any("a week today" in c for c in context), context
reply = answer(question, context, mock="Friday 4 July at 7pm, at St Mary's - the night before the concert.")
finish(question, expected="Thursday 3 July, 7pm at St Mary's (moved from the Friday)", actual=reply)
