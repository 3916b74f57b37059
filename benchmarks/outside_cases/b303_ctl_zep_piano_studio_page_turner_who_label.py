"""Batch 303 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Mrs Lee's piano studio in Greetland puts on a spring concert on Sun 23rd March 2053 at St Paul's - nine pupils,
one piece each, Hannah (Grade 7) last with a Chopin nocturne that needs a page turner. Mrs Lee and the parents' chat
go into a Zep thread; the helper answers parents' questions from a graph search of the facts.

Memory: Mrs Lee, 2053-02-20T20:30 - the concert, Hannah doing the Chopin nocturne, she'll need someone to turn, Tom's
dad said he'd do it, he reads music; Mrs Lee, 3/3 - running order on the noticeboard, youngest first; Tom's mum, Tue
11th Mar - sorry, Rob's been put on nights that week so he can't do the turning, but their Ellie said she'll do it,
she's Grade 6 now, reads fine; Mrs Lee, Sat 15th - lovely, thank you, Ellie please come to the rehearsal Sat 22nd
10-12 so she and Hannah can practise the turns. Question (Weds 19/3, Hannah's mum): "who's turning pages for Hannah
on sunday? want to get them a little thank you" The assistant says Ellie, Tom's sister (Grade 6) - Tom's dad is on
nights that week. The label says Tom's dad (Rob).
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b303_ctl_zep_piano_studio_page_turner_who_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "lee-piano-studio", "spring-concert-2053"
POSTS = [
    "2053-02-20T20:30 Mrs Lee - SPRING CONCERT 🎹 sun 23rd march at St Paul's, 3pm. Hannah's doing the Chopin "
    "nocturne, she'll need someone to turn - Tom's dad said he'd do it, he reads music",
    "3/3 Mrs Lee - running order's on the noticeboard, 9 of them, youngest first, Hannah last",
    "Tue 11th Mar Tom's mum - so sorry Mrs Lee, Rob's been put on nights that wk so he can't do the turning 😩 but our "
    "Ellie said she'll do it, she's gr 6 now, reads fine",
    "Sat 15th Mrs Lee - lovely, thank u!! Ellie pls come to the rehearsal sat 22nd 10-12 so u + Hannah can practise "
    "the turns",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lee piano studio")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="parents chat")])

question = "who's turning pages for Hannah on sunday? want to get them a little thank you"
context = ["Today is Weds 19 March 2053. You are talking to Hannah's mum; Hannah plays last at Mrs Lee's spring "
           "concert (Sun 23 March)."]
for query in ("page turner for Hannah", "who is turning the pages", "Chopin nocturne concert"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Tom's dad said he'd do it" in c for c in context), context
assert any("he can't do the turning" in c and "Ellie said she'll do it" in c for c in context), context
reply = answer(question, context,
               mock="Ellie - Tom's sister, she's grade 6. Tom's dad was going to but he's on nights that week. She's "
                    "coming to Saturday's rehearsal to practise the turns with Hannah.")
finish(question, expected="Tom's dad (Rob)", actual=reply)
