"""Batch 208 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the organiser and the club secretary each filing their own notes), then the question's query.

App: Malvern Hills Wheelers' sportive, the Beacon 100, is Sun 26th May 2047 from Colwall - a 100k over the Malverns
and a 60k round the flat side, feed stations at Welland and Eastnor. Kev (the organiser) and Jan (the club secretary)
file their notes in one chroma collection; the helper answers riders from the 6 nearest notes.

Memory: Kev, 2047-03-08T19:00 - e-bikes are welcome on the 60k but not the 100k, the insurers won't have them on the
descent off the Beacon; Jan, 1/4 - entries open, £22 the 100k, £15 the 60k; Kev, 9.4. - he's been on to BC and the
insurers again, they're happy with pedal-assist on both routes as long as it's a road-legal 25kph one, so e-bikes can
go round the 100k too, just start in the last wave at 8.45; Jan, Tue 23rd - feed stations at Welland and Eastnor,
and the cake stall. Question (Weds 22/5, Maureen): "can I do the big route on my e-bike? it's a road one, 25kph" The
assistant says yes - start in the last wave at 8.45. The label says no, e-bikes are only allowed on the 60k.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b208_ctl_chroma_sportive_ebike_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kev": ["2047-03-08T19:00 BEACON 100 🚴⛰️ sun 26th may from Colwall. e-bikes welcome on the 60k but NOT the 100k "
            "- insurers won't have them on the descent off the Beacon",
            "9.4. been on to BC + the insurers again 🙄 they're happy w/ pedal-assist on both routes as long as it's "
            "a road legal 25kph one, so e-bikes can go round the 100k too - just start in the last wave, 8.45"],
    "jan": ["1/4 entries open!! £22 the 100k, £15 the 60k, on the club site, t-shirts £10 extra",
            "Tue 23rd feed stns - Welland village hall + Eastnor (100k only), the WI cake stall at the finish 🍰"],
}
TOP_K = 6

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("malvern-hills-wheelers-beacon-100",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I do the big route on my e-bike? it's a road one, 25kph"
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Weds 22 May 2047. You are talking to Maureen, a rider in Malvern Hills Wheelers' Beacon 100 "
           "(Sun 26 May)."] + hits
assert any("NOT the 100k" in c for c in context), context
assert any("e-bikes can go round the 100k too" in c for c in context), context
reply = answer(question, context, mock="Yes - a road-legal 25kph e-bike is fine on the 100k now, just start in the "
                                       "last wave at 8.45.")
finish(question, expected="no - e-bikes are only allowed on the 60k", actual=reply)
