"""Batch 186 (held out). A youth club's sleepover: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Dawley youth club's sleepover is Fri 13th Nov 2043 in the club's hall on Chapel St - drop off at 7, pizzas, a
film, sleeping bags in the main hall and the games room, pancakes in the morning and the parents collect on the
Saturday. Shannon, the youth worker running it, chats with the club's helper while she plans it; each turn the chat
is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Shannon says the sleepover's Fri 13th Nov, drop off 7
at the side door, and pick up Sat half 10 sharp - the karate lot have the hall from 11 so everyone's got to be out.
Turn 2 is the rooms (lights out 12ish), turn 3 the pizzas (Domino's 7.30ish), turn 4 the film and popcorn, turn 5
breakfast (pancakes at 9, Mo's griddle). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Weds
11/11): "what time are parents picking up sat? doing the text to them tonight" -> expected half 10 (10.30am) on the
Saturday - the karate club has the hall from 11. The assistant says about 9, after the pancakes.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
pick-up time was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on half 10, 10.30, pick up or the
karate club); the rooms, pizzas, film and breakfast turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b186_langchain_youth_club_pick_up_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time are parents picking up sat? doing the text to them tonight"
TURNS = [
    ("sleepover's fri 13th nov 🛌 drop off 7 at the side door, pick up sat half 10 sharp - the karate lot have the "
     "hall from 11 so everyone's got to be out, sleeping bags + all",
     "Fri 13 Nov: drop-off 7pm at the side door; pick-up Sat 10.30am sharp, as the karate club has the hall from "
     "11."),
    ("rooms - girls in the main hall, boys in the games room, leaders on the stage w the first aid box. lights out "
     "12ish (we'll see lol)",
     "Girls in the main hall, boys in the games room, leaders on the stage with the first aid box; lights out around "
     "midnight."),
    ("pizzas from Domino's 7.30ish, 8 large + 2 veggie, Dean collecting, paid on the club card",
     "Domino's at about 7.30pm - 8 large plus 2 veggie; Dean is collecting, paid on the club card."),
    ("film - Paddington 4 then a vote on the 2nd one 🍿 popcorn + squash from Costco, Mo's got the projector",
     "Paddington 4 first, then a vote; popcorn and squash from Costco, and Mo has the projector."),
    ("brekkie - pancakes at 9 sat, Mo's bringing her griddle, syrup + lemons from me. bin bags for the sleeping "
     "bags",
     "Pancakes at 9am on Saturday on Mo's griddle; you're bringing syrup and lemons."),
    (QUESTION,
     "About 9, after the pancakes."),
]
WINDOW = 10
GONE = ("half 10", "10.30", "pick up", "pick-up", "karate")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("lights out" in str(m.content) for m in window), window
            assert any("pizzas from Domino's" in str(m.content) for m in window), window
            assert any("Paddington 4" in str(m.content) for m in window), window
            assert any("pancakes at 9 sat" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("pick up sat half 10 sharp" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Shannon's chat - she's the youth worker running Dawley youth club's "
                                            "sleepover; today Weds 11 Nov 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half 10 (10.30am) on the Sat - the karate club has the hall from 11", actual=reply)
