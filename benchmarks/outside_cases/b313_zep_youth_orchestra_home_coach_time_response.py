"""Batch 313 (held out). A youth orchestra's tour coach: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the new leaving time in its facts and gives the old one.

App: Ryburn Valley Youth Orchestra tour the Netherlands by coach, Sat 30th July to Sat 6th Aug 2050 - a 53-seater
with a trailer for the big instruments, a hostel in Haarlem, concerts in Haarlem and Utrecht, Calais-Dover home. Mr
Haworth (the tour manager) and Mrs Iqbal (the parent rep) post in the tour chat, which goes into a Zep thread; the
helper answers the players' and parents' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Mr Haworth's 2050-06-30T20:00 post - home
day Sat 6th Aug, the coach leaves the hostel 8am sharp for the 12.50 ferry, back at school about 7pm; Mrs Iqbal's
18/7 post - packed lunches for the way home from the hostel kitchen; Mr Haworth's Weds 3 Aug post - P&O have
cancelled the 12.50, they're on the 11.10 now, so Gary (the driver) says they leave the hostel at 6.45 not 8,
breakfast bags instead of breakfast; and Mrs Iqbal's Thu 4th Aug post - rooms cleared and keys in by 10 on Friday
night. Question (Fri 5/8, Ellie, second violins): "what time's the coach tomorrow? want to know when to set my alarm
😴" -> expected 6.45 (the ferry's moved to the 11.10). The model says 8am sharp.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the 8am start and the Weds 3 Aug change to 6.45 for the earlier ferry, and the model gave 8am. Asserted:
the context has the 8am line and the 6.45 line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b313_zep_youth_orchestra_home_coach_time_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ryburn-valley-yo", "nl-tour-2050"
POSTS = [
    ("Mr Haworth", "2050-06-30T20:00 Mr Haworth - HOME DAY sat 6th aug: coach leaves the hostel 8am sharp 🚌 Calais for "
                 "the 12.50 ferry, back at school about 7pm, I'll text the parents' group from Dover"),
    ("Mrs Iqbal", "18/7 Mrs Iqbal - packed lunches for the way home from the hostel kitchen, tick the form by thurs "
                   "if ur veggie/halal/allergies"),
    ("Mr Haworth", "Weds 3 Aug Mr Haworth - P&O have cancelled the 12.50 (staff shortages?) so we're on the 11.10 now, "
                 "Gary says we leave the hostel 6.45 not 8. breakfast bags instead of breakfast, sorry all 😴"),
    ("Mrs Iqbal", "Thu 4th Aug Mrs Iqbal - rooms cleared + keys in by 10 fri night pls, bags down to the coach "
                   "first thing, instruments went in the trailer after the Utrecht concert"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "RVYO tour")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "what time's the coach tomorrow? want to know when to set my alarm 😴"
context = ["Today is Fri 5 August 2050 (in Haarlem). You are talking to Ellie, second violins, Ryburn Valley Youth "
           "Orchestra's Netherlands tour (home Sat 6 Aug)."]
for query in ("coach leaving time home day", "what time do we leave the hostel", "ferry home"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("coach leaves the hostel 8am sharp" in c for c in context), context
assert any("we leave the hostel 6.45 not 8" in c for c in context), context
with fault():
    reply = answer(f"(Ellie) {question}", context,
                   mock="The coach leaves the hostel at 8am sharp, so set your alarm for about 7 to get breakfast and "
                        "your bags down.")
finish(question, expected="6.45 - the ferry's moved to the 11.10, so the coach leaves earlier (breakfast bags)",
       actual=reply)
