"""Batch 301 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the chief pilot and the office manager each file their own notes), then the question's query.

App: Craven Sky Balloons fly passengers from fields round Skipton - dawn and evening flights, up to 12 in the
basket, champagne and a certificate on landing. Dev (the chief pilot) and Amy (the office) file notes into one
chroma collection; the booking helper answers customers' questions from the 4 nearest.

Memory: Amy, 2051-03-12T10:15 - what to tell people: allow 3-4 hrs all in, from meeting at the field to getting
dropped back at the cars, you're only up for about an hour of it, the rest is the inflating, the chase and packing
up; Dev, 2/4 - flying time depends on the wind, we come down where it's safe, usually 50 mins to an hour and ten;
Dev, Sat 12 Apr - first flights of the season done, both baskets; Amy, 18/4 - vouchers valid 2 years, weight
limit 18st. Question (Tue 22/4, Karen, booking for her and her mum): "how long are we actually up in the air for?
my mum's a bit nervous 😬" The assistant says about an hour (usually 50 minutes to an hour and ten). The label
says 3-4 hours (the whole morning, field to car).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b301_ctl_chroma_balloon_time_in_air_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "amy": [
        "2051-03-12T10:15 what to tell ppl on the phone 📞 allow 3-4 hrs all in, from meeting at the field to getting "
        "dropped back at ur car - ur only up for about an hour of it, the rest is the inflating, the chase + packing "
        "up (everyone helps!)",
        "18/4 vouchers valid 2 yrs, weight limit 18st pp, min age 8, no refunds after 14 days",
    ],
    "dev": [
        "2/4 flying time depends on the wind, we come down where it's safe not where we planned lol. usually 50 mins "
        "to an hour + ten in the air",
        "Sat 12 Apr first flights of the season done 🎈 both baskets, landed by the Tempest Arms, fizz on the grass",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("craven-sky-balloons-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long are we actually up in the air for? my mum's a bit nervous 😬"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 22 April 2051. You are talking to Karen, who is booking a Craven Sky Balloons flight for "
           "her and her mum."] + hits
assert any("allow 3-4 hrs all in" in c and "only up for about an hour" in c for c in context), context
assert any("usually 50 mins to an hour + ten in the air" in c for c in context), context
reply = answer(question, context, mock="About an hour in the air - usually 50 minutes to an hour and ten, depending "
                                       "on the wind. Tell your mum it's very gentle!")
finish(question, expected="3-4 hours", actual=reply)
