"""Batch 14 (held out). Classic Mini owners' club assistant: Zep (zep-cloud 4.x client against the tests' in-process
Zep v4 stand-in), script style (every call its own trace).

App: the club secretary forwards the club's WhatsApp announcements to the assistant's Zep thread, each prefixed with
the day it was posted (the stand-in extracts one fact per message into the secretary's graph). Members ask the
assistant; it runs ``graph.search_edges`` and answers with litellm, telling the model what day it is.

Planted fault (ResponseError, context ignored): the announcement posted on Sunday 8 March 2026 reads "[Sun 8 Mar 2026]
AGM is a fortnight today - 7.30pm upstairs at the Red Lion, Corbridge. Renewals due on the night: GBP 30 single,
GBP 15 partner." The fact is the first hit of the search, with its posting day. Question asked on Thursday 12
March: "What date is the club AGM?" -> expected "Sunday 22 March 2026, 7:30 pm". The model counts the fortnight from
the day of the question and answers "Thursday 26 March at 7:30pm".

Expected verdict: ResponseError at the answer's litellm.completion (fault() wraps that call). Asserted: the context
holds the AGM fact with "[Sun 8 Mar 2026]" and "a fortnight today"; the answer says 26 March. Another reading: none
that we see -- nothing in memory mentions 26 March or a Thursday AGM.
"""
from __future__ import annotations

import zep_cloud

import b3_support as b3
from common import answer, fault, finish, setup

setup("b14_zep_minis_agm_reldate_response", ["zep", "litellm"])

server = b3.fake_zep()
server.add_thread("thread-secretary", "user-secretary", "Callum")
client = b3.zep_client(server)

POSTS = [
    "[Sat 28 Feb 2026] Noggin (monthly pub meet) moves to the Fox & Hounds from March - 2nd Wed, 8pm. Bring your "
    "show photos for the calendar.",
    "[Sun 8 Mar 2026] AGM is a fortnight today - 7.30pm upstairs at the Red Lion, Corbridge. Renewals due on the "
    "night: GBP 30 single, GBP 15 partner.",
    "[Tue 10 Mar 2026] Spring run to Bamburgh Sun 26/4, meet 9.15 Morrisons car park Hexham, approx 140 miles round. "
    "Names to Callum by the AGM.",
    "[Wed 11 Mar 2026] Rolling road day at Minispeed booked for Sat 18 April, GBP 60/car, 6 slots left.",
]
for post in POSTS:
    client.thread.add_messages("thread-secretary",
                               messages=[zep_cloud.Message(content=post, role="user", name="Callum")])

question = "What date is the club AGM?"
edges = client.graph.search_edges("user-secretary", query="club AGM date", page_size=4).items
context = ["(today is Thursday 12 March 2026)"] + [e.fact for e in edges]
assert "[Sun 8 Mar 2026] AGM is a fortnight today" in context[1], context  # rank 1 of the search
assert not any("26 March" in c or "22 March" in c for c in context), context
with fault():
    reply = answer(question, context, mock="The AGM is on Thursday 26 March at 7:30pm, upstairs at the Red Lion in "
                                           "Corbridge - a fortnight from today.")
assert "26 March" in reply
finish(question, expected="Sunday 22 March 2026, 7:30 pm", actual=reply)
