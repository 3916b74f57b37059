"""Batch 181 (held out). A rounders league's finals night: chromadb collection, script style (each call its own
trace); the captains' helper keeps only its top 3 notes and the groundsman's note that moved the cup final is 5th.

App: the Wrekin Ladies' Rounders League finals night is Weds 24th June 2043 at Bowring Park - the cup final, the
plate final and the 3rd/4th play-off on the park's pitches, umpires from the league, teas from the pavilion. Jackie
(league secretary), the captains and Keith (the park's groundsman) post notes into one chroma collection; the helper
that answers captains queries it with ``n_results=3`` to keep the prompt short.

Planted fault (RetrievalError, cut by top-k): Jackie's note of 1/6 has the cup final on pitch 1, the plate on 2 and
the play-off on 3. Keith's note of Fri 19th says pitch 1's got a bald patch by 2nd post where the fair had its
waltzer, so he's marked the cup final out on pitch 4 by the pavilion - the plate stays on 2. For the captain's
question the note ranks 5th, behind Mo's warm-up note, the 1/6 plan, Lou's "we're in the cup final" and the umpires'
note, so ``n_results=3`` leaves it out. Question (Mon 22/6, Lou, Ketley's captain): "which pitch is the cup final
on weds? telling the girls where to meet for the warm up" -> expected pitch 4, by the pavilion (pitch 1's got a bald
patch from the fair). The assistant says pitch 1.

Expected verdict: RetrievalError at chroma's query (the top-3 query, wrapped in fault()): Keith's note is in the
collection and in the same query's top 6, but the cut at 3 kept it out of the context the model saw. Asserted: the
top 6 has the note and the top 3 does not; no context line mentions pitch 4, the pavilion pitch, the waltzer or the
bald patch; the 1/6 "cup final pitch 1" note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b181_chroma_rounders_cup_final_pitch_topk", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Fri 19th Keith (groundsman) - pitch 1's got a bald patch by 2nd post where the fair had the waltzer 🎡 "
         "so I've marked the cup final out on pitch 4 by the pavilion, plate final stays on 2. lines done thurs")
NOTES = [
    "1/6 Jackie - finals night weds 24th june at Bowring Park 🏏 cup final on pitch 1 at 7, plate final pitch 2, "
    "3rd/4th play-off pitch 3. captains pls get your girls there for the warm up by half 6",
    "3/6 Jackie - umpires on the night: the cup final is Sandra + Kev, plate final Dilys, play-off Ravi's Priya. "
    "backstop rule as per the league book, no arguing w the ump pls 🙏 tell your girls",
    "2043-06-08T21:10 Lou (Ketley) - we're in the cup final!! 🎉 beat Hadley by 3 and a half",
    "Thurs 11th Jackie - teas from the pavilion hatch, Kath + Linda, £1 a cuppa, bring change",
    MOVED,
    "Sat 20/6 Mo (Hadley) - for weds, girls meet for the warm up on the field behind the pitches, not on the pitch "
    "itself, Keith's orders lol",
    "Sun 21st Jackie - trophies collected from the engravers 🏆 cup + plate + the player of the season shield",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wrekin-rounders-finals-2043",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES)

question = "which pitch is the cup final on weds? telling the girls where to meet for the warm up"
wider = notes.query(query_texts=[question], n_results=6)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3)
hits = found["documents"][0]
context = ["Today is Mon 22 June 2043. You are talking to Lou, captain of Ketley in the Wrekin Ladies' Rounders "
           "League; finals night is Weds 24 June at Bowring Park."] + hits
assert MOVED not in context, (wider, hits)
assert not any(w in c for c in context for w in ("pitch 4", "by the pavilion", "waltzer", "bald patch")), context
assert any("cup final on pitch 1" in c for c in context), context
reply = answer(question, context, mock="Pitch 1 - the cup final's on at 7, warm up by half 6.")
finish(question, expected="pitch 4, by the pavilion - pitch 1's got a bald patch where the fair was", actual=reply)
