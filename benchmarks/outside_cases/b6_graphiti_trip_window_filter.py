"""Batch 6: a business-travel assistant on a temporal knowledge graph (graphiti-core on its embedded Kuzu driver,
asyncio, one root span per turn).

App: every chat message the traveller sends the assistant (planning in April, travelling in June) is a Graphiti
episode (``add_episode`` with the message's time as ``reference_time``); Graphiti's model, here a scripted
OpenAI-compatible server (b3_support.GraphitiScript), extracts the facts, dated at the episode. During a trip the
assistant answers from ``graphiti.search`` and then, in plain Python, keeps only the facts valid inside the current
trip's window, "so that stale plans do not leak into answers", and answers with litellm (``mock_response``).

Fault: the trip-window filter starts at the trip's first day (3 June), so every fact from the planning weeks is
dropped after the search, including the only one that names the Porto hotel (booked on 10 April). The search itself
returned it. Distractors: the Lisbon hotel she checked into on 3 June, the train to Porto, the team dinner.
Question (5 June): "Which hotel am I staying at in Porto?"  Expected: "Pestana Vintage Porto".  The app answers the
Lisbon hotel.

Why RetrievalError @ graphiti.search: the fact was extracted and still in the graph at answer time; the search
that served the answer returned it, and it was cut between that search and the prompt by a filter that has no span
of its own, so the search (the fault window wraps the search and the filter) is where it is seen lost
(``dropped_by_rerank``). Not an extraction or update: the fact exists, unchanged.
"""
from __future__ import annotations

import asyncio
import os
import tempfile
from datetime import datetime, timezone

from common import answer, fault, finish, setup

NAME = "b6_graphiti_trip_window_filter"
setup(NAME, ["graphiti", "litellm"])

import b3_support  # noqa: E402
from b3_support import turn_span  # noqa: E402

FACTS = {
    "Pestana Vintage": [("Ana", "STAYS_AT", "Pestana Vintage Porto",
                         "Ana stays at the Pestana Vintage Porto on the Ribeira from 6 to 8 June")],
    "Avenida Palace, 3": [("Ana", "STAYS_AT", "Avenida Palace",
                           "Ana stays at the Avenida Palace in Lisbon from 3 to 6 June")],
    "checked in": [("Ana", "CHECKED_IN_AT", "Avenida Palace",
                    "Ana checked in at the Avenida Palace hotel in Lisbon; breakfast is included")],
    "Cervejaria Ramiro": [("Ana", "HAS_DINNER_AT", "Cervejaria Ramiro",
                           "Ana's team dinner is at Cervejaria Ramiro in Lisbon at 20:00 on 4 June")],
    "Alfa Pendular": [("Ana", "TAKES_TRAIN", "Alfa Pendular",
                       "Ana takes the Alfa Pendular train from Lisbon to Porto on 6 June at 09:39")],
}
EPISODES = [  # (when said, the traveller's message)
    (datetime(2025, 4, 10, 9, 0, tzinfo=timezone.utc),
     "Ana: Booked the Porto leg: Pestana Vintage on the Ribeira, 6-8 June, booking PV-22817."),
    (datetime(2025, 4, 12, 16, 0, tzinfo=timezone.utc), "Ana: Lisbon is sorted too: Avenida Palace, 3-6 June."),
    (datetime(2025, 6, 3, 18, 0, tzinfo=timezone.utc),
     "Ana: Landed in Lisbon and checked in at the Avenida Palace. Breakfast is included, nice."),
    (datetime(2025, 6, 4, 12, 0, tzinfo=timezone.utc), "Ana: Team dinner tonight at Cervejaria Ramiro, 20:00."),
    (datetime(2025, 6, 5, 17, 0, tzinfo=timezone.utc),
     "Ana: Tomorrow I take the Alfa Pendular to Porto at 09:39 from Santa Apolonia."),
]
TRIP_START = datetime(2025, 6, 3, tzinfo=timezone.utc)  # meant to be the planning start


def aware(when: datetime) -> datetime:
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


async def main() -> None:
    script = b3_support.GraphitiScript(FACTS, people=["Ana"])
    with b3_support.graphiti_server(script) as server:
        graph = await b3_support.make_graphiti(server, os.path.join(tempfile.mkdtemp(prefix="trip-"), "g.kuzu"))
        for i, (when, text) in enumerate(EPISODES):
            with turn_span("traveller.message"):
                await graph.add_episode(name=f"chat {i}", episode_body=text, source_description="travel chat",
                                        reference_time=when)

        question = "Which hotel am I staying at in Porto?"
        with turn_span("traveller.question"):
            with fault():  # the search, then the planted fault: the trip-window filter drops the planning facts
                edges = await graph.search("Which hotel is Ana staying at in Porto?", num_results=10)
                returned = [e.fact for e in edges]
                edges = [e for e in edges if e.valid_at is None or aware(e.valid_at) >= TRIP_START]
            assert any("Pestana" in f for f in returned), returned  # the search did return it
            context = [e.fact for e in edges]
            assert context and not any("Pestana" in c for c in context), context  # the filter dropped it
            actual = answer(question, context,
                            history=[{"role": "system", "content": "The traveller is Ana. Today is 5 June 2025."}],
                            mock="You're at the Avenida Palace; breakfast is included.")
        await graph.close()
    finish(question, "Pestana Vintage Porto", actual)


asyncio.run(main())
