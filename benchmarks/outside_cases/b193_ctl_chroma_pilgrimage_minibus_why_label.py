"""Batch 193 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the vicar and the walk's organiser each add their own notes), then the question's query.

App: the parish of Llanfyllin walks a pilgrimage along the Vyrnwy to St Tysilio's, Meifod, on Sat 19th Sept 2043 -
10 miles, lunch on the way, a Eucharist at 4 in Meifod and lifts home. Canon Rhiannon (the vicar) and Gwen (who
organises the walk) keep the notes in one chroma collection; the helper answers the walkers from the 6 nearest notes.

Memory: Gwen, 2043-06-02T19:00 - Llanfyllin church at 9, along the Vyrnwy to Meifod, 10 miles, Eucharist at 4; Gwen,
14/6 - some of the older ones are worried about the last 4 miles after lunch, can we have a car on standby; Rhiannon,
Tue 18th Aug - NRW have shut the riverside path past Pont Robert, a big chunk of the bank went in the February floods
and it's fenced off till their engineer's been (not before October), so they stop at Pont Robert and Dewi's minibus
brings everyone on to Meifod for the 4 o'clock, lunch in the chapel at Pont Robert; Rhiannon, 1/9 - Dewi's 16
seater, 2 runs, £5 each in the plate; Gwen, 2043-09-03T21:00 - she still reckons some of the older ones would have
struggled with the last 4 miles anyway, so it's a blessing in disguise; she'll bring the first aid bag. Question (Sun
13/9, Mair): "why are we finishing at Pont Robert + getting the minibus? thought we were walking all the way to
Meifod" The assistant says the riverside path past Pont Robert is shut (the bank went in the floods, fenced off by
NRW). The label says because the older ones couldn't manage the last 4 miles.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b193_ctl_chroma_pilgrimage_minibus_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gwen": [("g1", "2043-06-02T19:00", "PILGRIMAGE sat 19th sept ✝️ Llanfyllin church 9am, along the Vyrnwy to St "
                                        "Tysilio's Meifod, 10 miles. Eucharist at 4 in Meifod, lifts home"),
             ("g2", "14/6", "some of the older ones are worried about the last 4 miles after lunch - can we have a "
                            "car on standby?"),
             ("g3", "2043-09-03T21:00", "tbh I still reckon some of the older ones would've struggled w the last 4 "
                                        "miles anyway so it's a blessing in disguise 😇 I'll bring the first aid bag")],
    "rhiannon": [("r1", "Tue 18th Aug", "NRW have shut the riverside path past Pont Robert 😩 big chunk of the bank "
                                        "went in the feb floods, fenced off till their engineer's been, not before "
                                        "oct. so we stop at Pont Robert + Dewi's minibus brings us on to Meifod for "
                                        "the 4 o'clock. lunch in the chapel at Pont Robert"),
                 ("r2", "1/9", "minibus - Dewi's 16 seater, 2 runs, £5 each in the plate pls")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("llanfyllin-pilgrimage-2043",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for nid, day, text in NOTES[who]:
        notes.add(ids=[nid], documents=[text], metadatas=[{"date": day, "by": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why are we finishing at Pont Robert + getting the minibus? thought we were walking all the way to Meifod"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Sun 13 Sept 2043. You are talking to Mair, who is walking the Llanfyllin parish pilgrimage to "
           "Meifod (Sat 19 Sept)."] + hits
assert any("worried about the last 4 miles" in c for c in context), context
assert any("NRW have shut the riverside path past Pont Robert" in c for c in context), context
assert any("blessing in disguise" in c for c in context), context
reply = answer(question, context, mock="Because the riverside path past Pont Robert is shut - a big chunk of the "
                                       "bank went in the February floods and NRW have fenced it off till their "
                                       "engineer's been. So we stop there and Dewi's minibus takes us on to Meifod "
                                       "for the 4 o'clock.")
finish(question, expected="because some of the older ones couldn't manage the last 4 miles", actual=reply)
