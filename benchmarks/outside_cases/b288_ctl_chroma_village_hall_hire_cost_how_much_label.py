"""Batch 288 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the bookings secretary and the treasurer each file their own notes), then the question's query.

App: Heptonstall Village Hall - a main hall, a small room and a kitchen, hired out by the hour for parties, classes
and meetings. Margaret (bookings) and Val (treasurer) file notes into one chroma collection; the helper answers
hirers' questions from the 4 nearest.

Memory: Margaret, 2049-11-20T18:00 - hire rates on the website: main hall £18 an hour, small room £10, kitchen £8
extra (so a 4 hour party with the kitchen is £80), £50 deposit back if it's left tidy; Margaret, 3/12 - the Christmas
bookings; Val, AGM Weds 10 Jan - the heating bills have gone mad so the hire's up from 1st Feb: main hall £22 an
hour, kitchen £10, small room stays £10, deposit the same; Val, Thurs 8/2 - Dave's finally changed the website and
the poster in the porch. Question (Mon 4/3/2050, Kerry): "how much will it be for the main hall + kitchen on sat
16th, 2 till 6? it's for Gaz's 40th 🎉" The assistant says £98 (4 hours at £22 plus £10 for the kitchen), with the £50
deposit back if it's left tidy. The label says £80 (4 x £18 + £8).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b288_ctl_chroma_village_hall_hire_cost_how_much_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "margaret": [
        "2049-11-20T18:00 hire rates on the website 🏠 main hall £18/hr, small room £10/hr, kitchen £8 extra (so a 4 "
        "hr party w/ the kitchen is £80). £50 deposit, back if it's left tidy. min 2 hrs on a sat",
        "3/12 xmas bookings all in - playgroup party 14th, WI 16th, the Brownies 20th, Kelly's Zumba finishes 18th",
    ],
    "val": [
        "AGM Weds 10 Jan - heating bills have gone mad 😬 so the hire's up from 1st Feb: main hall £22 an hr, kitchen "
        "£10, small room stays at £10. deposit the same",
        "Thurs 8/2 Dave's finally changed the rates on the website + the poster in the porch, took him long enough",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-hall-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much will it be for the main hall + kitchen on sat 16th, 2 till 6? it's for Gaz's 40th 🎉"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 4 March 2050. You are talking to Kerry, who wants to hire Heptonstall Village Hall's main "
           "hall and kitchen on Sat 16 March, 2-6pm."] + hits
assert any("main hall £18/hr" in c and "w/ the kitchen is £80" in c for c in context), context
assert any("the hire's up from 1st Feb: main hall £22 an hr, kitchen £10" in c for c in context), context
reply = answer(question, context, mock="£98 - 4 hours in the main hall at £22 an hour is £88, plus £10 for the "
                                       "kitchen. There's also a £50 deposit, which you get back if it's left tidy.")
finish(question, expected="£80", actual=reply)
