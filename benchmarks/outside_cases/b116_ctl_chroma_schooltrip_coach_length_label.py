"""Batch 116 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, one root span per note
and per question.

App: St Aidan's Primary's Y4 team put trip notes into a chroma collection as they come in; the helper answers
parents' questions (passed on by the class teacher) from a query.

Memory: Dalesway's booking confirmation says York is 1hr 30 door to door normally, no loo stop needed; later Mr
Dunn passes on that the A64 at Tadcaster is down to one lane all May for roadworks and the driver reckons to allow
a good 2 hrs each way, so the 10.30 Jorvik slot is tight. Question (Mon 18/5, for a parent asking about
travel-sickness tablets): "how long's the coach to york?" The assistant says about 2 hours with the roadworks. The
label says an hour and a half - the usual time, in memory, but not what it'll take this month.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b116_ctl_chroma_schooltrip_coach_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("14/3", "Dalesway booking conf for thurs 21/5 - 53 seater, seatbelts, 1hr 30 to York door to door normally, "
             "won't need a loo stop. £612 inc VAT, invoice to the office"),
    ("22.3.", "Jorvik group slot 10.30, ref JV-2291. Minster after lunch, 1.30pm schools tour, 45 mins"),
    ("Weds 6 May", "Mr Dunn: A64 at Tadcaster down to 1 lane all May (roadworks), he drove it sat. driver reckons "
                   "allow a good 2 hrs each way so 10.30 at jorvik's tight - leave on the dot"),
    ("Tue 12/5", "sick bags + wipes in the trip bag, Mrs Patel has the first aid kit + inhalers list"),
    ("Thu 14/5", "kids to wear school jumpers not hoodies so we can spot them, name labels on backpacks"),
]

client = chromadb.EphemeralClient()
trip = client.get_or_create_collection("st-aidans-y4-york", embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        trip.add(ids=[f"y4-{i:02d}"], documents=[text], metadatas=[{"date": day}])

question = "how long's the coach to york? a parent's asking about travel sickness tablets"
with turn_span("question Mon 18/5"):
    hits = trip.query(query_texts=["how long coach journey to york hours roadworks"], n_results=5)["documents"][0]
    context = ["Today is Mon 18 May 2037. You are talking to Miss Hughes, the Y4 teacher."] + hits
    assert any("1hr 30 to York" in c for c in context), context
    assert any("allow a good 2 hrs each way" in c for c in context), context
    reply = answer(question, context, mock="About 2 hours each way this time - the A64 roadworks at Tadcaster add "
                                           "half an hour to the usual 1hr 30.")
finish(question, expected="an hour and a half", actual=reply)
