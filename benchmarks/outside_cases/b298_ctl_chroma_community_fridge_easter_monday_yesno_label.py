"""Batch 298 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the coordinator and a volunteer each file their own notes), then the question's query.

App: Crosland Moor Community Fridge is in the side porch of the church hall on Blackmoorfoot Road - open weekdays
and Saturdays, run by volunteers, food from the Co-op, a farm shop and neighbours. Anita (the coordinator) and Joe (a
volunteer) file notes into one chroma collection; the helper answers people's questions from the 4 nearest.

Memory: Anita, 2051-01-08T17:00 - hours Mon-Fri 9-7, Sat 10-3, closed Sundays and bank holidays as the hall's
locked; Anita, 14/3 - volunteers wanted for Easter week, the sheet's on the fridge; Joe, Tue 21st March - Rev Sue
says they can have the side door key over Easter, so they CAN open bank holiday Monday, 10-2 only, Joe and Anita
on; Joe, 25/3 - the Co-op are giving them their hot cross buns on Sat 1st. Question (Thu 30/3, Mo from Ing Head
farm): "are you open easter monday? got a load of eggs from the farm to drop off 🥚" The assistant says yes, 10 till 2
(Rev Sue's lent them the side door key). The label says no, it's closed on bank holidays.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b298_ctl_chroma_community_fridge_easter_monday_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "anita": [
        "2051-01-08T17:00 HOURS 🥕 mon-fri 9-7, sat 10-3. closed sundays + bank hols (hall's locked, nothing we can "
        "do). drop offs in the porch, log them in the book",
        "14/3 volunteers for easter wk pls!! sheet's on the fridge door, esp sat 1st when the Co-op buns come in",
    ],
    "joe": [
        "Tue 21st March - Rev Sue says we can have the side door key over Easter 🐣 so we CAN open bank hol monday, "
        "10-2 only, me + Anita on. tell the farm shop",
        "25/3 Co-op are giving us all their hot cross buns sat 1st, need the big crates",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("crosland-moor-fridge", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are you open easter monday? got a load of eggs from the farm to drop off 🥚"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 30 March 2051. You are talking to Mo from Ing Head farm, who drops off at Crosland Moor "
           "Community Fridge."] + hits
assert any("closed sundays + bank hols" in c for c in context), context
assert any("so we CAN open bank hol monday, 10-2 only" in c for c in context), context
reply = answer(question, context, mock="Yes - Easter Monday 10 till 2 (Rev Sue's lent us the side door key), so "
                                       "bring the eggs in then.")
finish(question, expected="no - the fridge is closed on bank holidays (the hall's locked)", actual=reply)
