"""Batch 214 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, two committee
members filing notes from their own threads, then the question's query.

App: Church Stretton RFC's mini section hold a mini rugby festival in the spring - U7s to U12s, a dozen clubs
invited, pitches marked out the day before, bacon rolls from Price's butchers. Owain (mini section chair) and Rhian
(the fixtures sec) each file notes into one chroma collection from their own phones - here two threads; the helper
answers parents from the 5 nearest notes.

Memory: Owain, 2049-02-10T19:00 - mini festival Sun 25th April, U7-U12, 14 clubs invited, pitches marked out sat;
Rhian, Tue 9th Mar - bad news, the Severn Valley lot have put their cup finals on the 25th and we'd lose half our
clubs; she's spoken to Phil and 16th May is free now the 1st team's finished; Owain - go for it, he'll ring round
the clubs; Rhian, 22.3. - bacon rolls from Price's, 200 at £1.50; Owain, 14/4 - 12 clubs confirmed for the 16th,
Bridgnorth only bringing U9s and U10s. Question (Mon 19/4, Nia, whose son plays U9s): "what date's the mini
festival? my lad's U9s + we're away over easter" The assistant says Sun 16th May. The label says Sun 25th April.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b214_ctl_chroma_rugby_festival_date_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gareth": [
        "2049-02-10T19:00 MINI FESTIVAL 🏉 sun 25th april, U7-U12, 14 clubs invited, pitches marked out the sat. "
        "need bodies for car parking",
        "Owain - go for it 👍 I'll ring round the clubs tmrw",
        "14/4 12 clubs confirmed for the 16th 🎉 Bridgnorth only bringing U9s + U10s, Knighton want a U7 game at 10",
    ],
    "rhian": [
        "Tue 9th Mar Rhian - bad news, the Severn Valley lot have stuck their cup finals on the 25th 🙄 we'd lose half "
        "our clubs. spoke to Phil, 16th may's free now the 1st team's finished, let's go with that?",
        "22.3. bacon rolls from Price's butchers, 200 @ £1.50, sauce station by the clubhouse door, Bethan + me on the "
        "hatch",
    ],
}
TOP_K = 5

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("church-stretton-minis-2049",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        with turn_span(f"{who}-note-{i}"):
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date's the mini festival? my lad's U9s + we're away over easter"
with turn_span("question Mon 19/4"):
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Mon 19 April 2049. You are talking to Nia, whose son plays in Church Stretton RFC's "
               "U9s."] + hits
    assert any("sun 25th april" in c for c in context), context
    assert any("16th may's free now the 1st team's finished" in c for c in context), context
    assert any("12 clubs confirmed for the 16th" in c for c in context), context
    reply = answer(question, context, mock="Sunday 16th May - it was moved off the 25th April because the Severn "
                                           "Valley cup finals are on that day.")
finish(question, expected="Sun 25th April", actual=reply)
