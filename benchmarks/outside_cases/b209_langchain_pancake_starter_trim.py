"""Batch 209 (held out). A church's pancake race: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: St Laurence's, Ditton Priors, runs its pancake race on Shrove Tuesday, 18th Feb 2048 - heats by age along the
church path at lunchtime, pans from the church kitchen, lemon and sugar pancakes in the hall after. Helen (the parish
administrator) chats with the parish's helper while she sorts it; each turn the chat is trimmed to its last 10
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Helen says the race is Tues 18th, 12.15 outside the
church, the vicar starting it with the handbell as usual - then, in the same breath, no he isn't, he's at the
diocesan thing in Hereford all day, so Mrs Pryce (the churchwarden) is starting it, she's thrilled. Turn 2 is the
heats, turn 3 the batter and the pans, turn 4 last year's poster to tidy for the school newsletter (it still says the
Revd Tim rings the bell at 12.15 sharp), turn 5 the prizes. By turn 6 the trim drops turn 1; turns 2 to 5 stay.
Question (turn 6, Mon 17/2): "who's starting it then? I need to hand over the handbell + the list of heats" ->
expected Mrs Pryce, the churchwarden. The assistant says the Revd Tim, from the poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that gave the
starting to the churchwarden was in the history and in every earlier window, and this trim cut it from the window the
model saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on Mrs Pryce, the
churchwarden, the diocesan day or Hereford); the heats, the batter, the poster and the prizes turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b209_langchain_pancake_starter_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's starting it then? I need to hand over the handbell + the list of heats"
TURNS = [
    ("pancake race 🥞 tues 18th feb 12.15 outside the church, the vicar starts it w/ the handbell as usual - no wait "
     "he's at the diocesan thing in Hereford all day 🙄 so Mrs Pryce (churchwarden) is starting it, she's thrilled "
     "lol. can u keep track of it all for me?",
     "Will do - pancake race Tue 18th Feb, 12.15 outside the church; Mrs Pryce (churchwarden) starting it, as the "
     "vicar's in Hereford."),
    ("heats - under 8s, 8-11s, mums + dads, then the open. 4 a heat, it's the path from the lych gate to the porch. "
     "school bringing the juniors down at 12",
     "Heats: under-8s, 8-11s, parents, then the open; 4 a heat, lych gate to the porch; school arriving at 12."),
    ("batter - Brenda's making 4 jugs, 2 doz eggs from Hill Farm, flour from the Co-op. pans from the church kitchen "
     "+ 4 borrowed from the school (non stick, be nice to them!!)",
     "Batter: Brenda, 4 jugs; eggs from Hill Farm, flour from the Co-op. Pans: church kitchen plus 4 from the school."),
    ("can u tidy up last yr's poster for the school newsletter - 'SHROVE TUESDAY PANCAKE RACE! the Revd Tim will ring "
     "the handbell at 12.15 sharp + the first heat is off! heats for all ages, pancakes w/ lemon + sugar after in the "
     "hall, £1'",
     "'Shrove Tuesday Pancake Race! The Revd Tim will ring the handbell at 12.15 sharp and the first heat is off. "
     "Heats for all ages; pancakes with lemon and sugar in the hall after, £1.'"),
    ("prizes - a wooden spoon for each heat winner lol + a proper frying pan for the fastest overall, Tesco gave us "
     "that",
     "Prizes: a wooden spoon per heat winner, a frying pan (from Tesco) for the fastest overall."),
    (QUESTION,
     "The Revd Tim - he rings the handbell at 12.15 to start the first heat."),
]
WINDOW = 10
GONE = ("pryce", "churchwarden", "diocesan", "hereford")


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
            assert any("under 8s, 8-11s" in str(m.content) for m in window), window
            assert any("Brenda's making 4 jugs" in str(m.content) for m in window), window
            assert any("the Revd Tim will ring the handbell" in str(m.content) for m in window), window
            assert any("wooden spoon" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Mrs Pryce (churchwarden) is starting it" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Helen's chat - she's parish administrator at St Laurence's, Ditton "
                                            "Priors; pancake race Shrove Tuesday 18 Feb 2048; today Mon 17 Feb 2048)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Mrs Pryce, the churchwarden - the vicar's at a diocesan day in Hereford", actual=reply)
