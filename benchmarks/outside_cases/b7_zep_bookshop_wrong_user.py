"""Batch 7 — a bookshop recommender on Zep facts (AsyncZep against the in-process stand-in), asyncio, script style.

App: an independent bookshop's chat assistant. Each family member on an account has their own Zep user (graph)
and thread; what they say becomes facts. A parent logged into the account can ask about a family member's tastes
when buying a present; the app is meant to search the graph of the person asked about.

Fault (a retrieval with the wrong user id): the question is about Mia, but the app searches the graph of the
logged-in account holder (``user-daniel``), so Mia's facts are never searched.

Question (Daniel, logged in): "Which author has Mia said she's tired of?" — label "Brandon Sanderson". The assistant
answers that Mia has not said she is tired of any author.

Expected verdict: RetrievalError at the answer's ``zep.graph.search_edges`` (wrapped in ``fault()``), filtered by
the wrong scope: the fact is live in Mia's graph, unread.
"""
from __future__ import annotations

import asyncio

import common
from b3_support import fake_zep
from common import answer, fault, finish, setup

NAME = "b7_zep_bookshop_wrong_user"
SAID = {
    ("user-mia", "t-mia", "Mia"): [
        "I'm done with Brandon Sanderson, I read all of Mistborn and it got repetitive.",
        "I'd love more Japanese crime novels in translation, like The Honjin Murders.",
        "I prefer paperbacks because I read on the bus.",
    ],
    ("user-daniel", "t-daniel", "Daniel"): [
        "I mostly read naval history, Patrick O'Brian is a favourite.",
        "Please gift-wrap anything I buy for Mia, her birthday is in June.",
    ],
}
LOGGED_IN = "user-daniel"
QUESTION = "Which author has Mia said she's tired of?"
EXPECTED = "Brandon Sanderson"


async def main() -> None:
    setup(NAME, ["zep", "litellm"])
    import httpx
    import zep_cloud

    server = fake_zep()
    for (graph, thread, person), _ in SAID.items():
        server.add_thread(thread, graph, person)
    client = zep_cloud.AsyncZep(api_key="k", base_url="http://zep.test/api/v4", max_retries=0,
                                httpx_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))
    for (graph, thread, person), lines in SAID.items():
        for line in lines:
            await client.thread.add_messages(thread, messages=[zep_cloud.Message(content=line, role="user",
                                                                                 name=person)])

    with fault():  # the fault: the logged-in user's graph, not Mia's
        found = await client.graph.search_edges(LOGGED_IN, query=QUESTION, page_size=5)
    context = [e.fact for e in found.items]
    assert any("Sanderson" in e["fact"] for e in server.edges["user-mia"])
    assert not any("Sanderson" in c for c in context)  # the fault happened
    reply = answer(QUESTION, context, mock="Mia hasn't mentioned being tired of any author - she's on the "
                                           "gift-wrap list for her June birthday, though.")
    finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    asyncio.run(main())
