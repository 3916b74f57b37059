"""Batch 169 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads (the
organiser's and the hall committee's notes added by their own threads), then the question's query.

App: Thornby village hall's spring ceilidh is Sat 24th March 2040 - The Reel Deal playing, a caller, stovies at the
interval, the Plough running the bar. Alison (organising) and Bill (hall committee) each post notes into one chroma
collection; the helper answers people coming from a query of it.

Memory: 2040-02-14 Alison: ceilidh sat 24th, 7.30 till 11.30, tickets £12, kids £6; Weds 7 Mar Alison: band in 6ish
to set up, food at the interval about 9; Mon 12th March Bill: got the licence renewed at last, but the council have cut
us to 11 on saturdays now, so everyone out the door by 11 - last dance quarter to, tell the band; Tue 20th Bill: keys
for Alison fri night, bins out after. Question (Weds 21/3, a dad): "how long's it on for? sorting a babysitter, she
charges by the hour" The assistant says about three and a quarter hours - 7.30 till the last dance at quarter to 11,
with everyone out by 11. The label says 4 hours - 7.30 till 11.30, the times first put on the tickets.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b169_ctl_chroma_ceilidh_howlong_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "alison": [("a1", "2040-02-14 Alison - ceilidh sat 24th!! 7.30 till 11.30, tix £12, kids £6, on sale at the shop"),
               ("a2", "Weds 7 Mar Alison - band in 6ish to set up, food at the interval abt 9, stovies + veg chilli")],
    "bill": [("b1", "Mon 12th March Bill (hall cttee) - got the licence renewed at last 🙄 but the council have cut us "
                    "to 11 on saturdays now, so everyone out the door by 11 - last dance quarter to, tell the band"),
             ("b2", "Tue 20th Bill - keys for Alison fri night, bins out after pls, recycling in the blue")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("thornby-ceilidh-notes-2040",
                                        embedding_function=offline.chroma_embedding_function())
lock = threading.Lock()


def poster(who: str) -> None:
    for note_id, text in POSTS[who]:
        with lock:
            notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=poster, args=(who,), name=f"ceilidh-notes-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's it on for? sorting a babysitter, she charges by the hour"
hits = notes.query(query_texts=["ceilidh start finish time how long 7.30 11"], n_results=4)["documents"][0]
context = ["Today is Weds 21 March 2040. You are talking to a dad coming to Thornby village hall's ceilidh (Sat 24 "
           "March) who is sorting a babysitter."] + hits
assert any("7.30 till 11.30" in c for c in context), context
assert any("everyone out the door by 11 - last dance quarter to" in c for c in context), context
reply = answer(question, context, mock="About three and a quarter hours - it starts at 7.30 and the last dance is at "
                                       "quarter to 11, everyone out by 11.")
finish(question, expected="4 hours - 7.30 till 11.30", actual=reply)
