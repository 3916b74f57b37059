"""Batch 291 (held out). A tattoo studio's staff chat: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the artist who took over the touch-ups in its facts and names the one who
left.

App: Needle & Nerve Tattoo in Hebden Bridge - Dee (who owns it), Jas and Bex, custom work and walk-ins. The
studio's staff chat goes into a Zep thread; the front-desk helper answers clients' questions from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dee's 2050-01-09T11:00 post - touch-ups
free within 3 months with whoever did your piece, book through the front desk not Insta DMs; Bex's 2/2 post - her
last day is Fri 28th Feb, she's off to a studio in Leeds; Dee's Mon 3rd Mar post - Jas is taking on all of Bex's
touch-ups and follow-on sessions, she has Bex's drawings and notes, book with Jas at the desk; and Dee's 15/3 post
- Tuesdays are walk-ins only now, 12-6. Question (Sat 22/3, Chloe, whose rose Bex did in January): "who do I book
my touch up with? Bex did my rose in jan but the linework's gone a bit patchy" -> expected Jas (Bex's left for
Leeds and Jas has her touch-ups), free as it's within 3 months. The model says to book it with Bex.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say Bex has left and Jas has all her touch-ups, and the model named Bex. Asserted: the context has Bex's
leaving post and the Jas post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b291_zep_tattoo_touch_up_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "needle-and-nerve", "studio-chat-2050"
POSTS = [
    "2050-01-09T11:00 Dee - reminder touch ups are FREE within 3 months w/ whoever did ur piece, book thru the "
    "front desk not insta DMs pls 🙏",
    "2/2 Bex - so... my last day's fri 28th feb 😭 off to a studio in Leeds, thank u all, it's been the best 4 yrs",
    "Mon 3rd Mar Dee - Bex's clients: Jas is taking on all her touch ups + follow on sessions, she's got Bex's "
    "drawings + notes. book w/ Jas at the desk",
    "15/3 Dee - tuesdays walk ins only now, 12-6, no bookings",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Needle & Nerve")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="studio chat")])

question = "who do I book my touch up with? Bex did my rose in jan but the linework's gone a bit patchy"
context = ["Today is Sat 22 March 2050. You are talking to Chloe, a client of Needle & Nerve Tattoo."]
for query in ("touch up booking", "Bex's clients", "who to book with"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("my last day's fri 28th feb" in c and "off to a studio in Leeds" in c for c in context), context
assert any("Jas is taking on all her touch ups" in c for c in context), context
with fault():
    reply = answer(f"(Chloe) {question}", context,
                   mock="Book it with Bex, since she did the rose - touch-ups are free within 3 months with whoever "
                        "did your piece. Ask at the front desk.")
finish(question, expected="Jas - Bex's left for Leeds and Jas has taken on her touch-ups (free within 3 months)",
       actual=reply)
