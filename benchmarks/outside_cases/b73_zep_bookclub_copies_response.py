"""Batch 73 (held out). A book club's reading list: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jo runs the Thrupp Lane Book Club and logs club business as messages on a Zep thread; the assistant answers
from a graph edge search. August's book is Claire Keegan's Small Things Like These. The club is eleven now (Sue and
her sister Ann joined in June); Stroud library's reading-group set has 8 copies; Pat and Maggie have their own
copies and don't need one from the set. So 11 - 8 - 2 = 1 copy short.

Planted fault (ResponseError, ignored sufficient context): the head count, the size of the library set and the two
own copies are all in the facts the model gets; the model takes 8 from 11 and stops. Question (Tue 15/7, Jo, about
to ask round for spare copies): "how many copies are we short for August?" -> expected just the one. The assistant
says 3.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the three facts
are in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b73_zep_bookclub_copies_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "thrupp-lane-book-club", "thrupp-lane-jo"
NOTES = [
    "Sue's sister Ann came along in June + wants to join properly, so with the 2 of them we're 11 now!! need a "
    "bigger living room",
    "Aug book picked at Helen's - Small Things Like These (Claire Keegan). nice + short for the hols",
    "rang Stroud library 12/7 - reading group set of Small Things is 8 copies, I can collect from the 28th, "
    "6 wks loan, 50p a copy late fee",
    "Pat's already got Small Things (her book group in Minch did it) + Maggie bought it on her kindle, so neither "
    "of them need one out of the library lot",
    "Sept meeting at Jo's weds 3rd, 7.30. bring a plate",
    "kitty £23.50 after paying the Tom Lake late fines, ugh",
    "Ruth suggests Orbital for Oct, Helen not keen on 'space books'",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jo")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jo")])

question = "how many copies are we short for August?"
facts = client.graph.search_edges(GRAPH, query="copies Small Things library set own copy members 11 August short",
                                  page_size=8).items
context = ["Today is Tue 15 July 2031. You are talking to Jo, who runs the book club."] + [f.fact for f in facts]
assert any("we're 11 now" in c for c in context), context
assert any("reading group set of Small Things is 8 copies" in c for c in context), context
assert any("neither of them need one" in c for c in context), context
with fault():
    reply = answer(question, context, mock="3 - there are 11 of you and the library set is only 8 copies, so you'll "
                                           "need three more from somewhere.")
finish(question, expected="just 1 (set of 8, Pat + Maggie have their own)", actual=reply)
