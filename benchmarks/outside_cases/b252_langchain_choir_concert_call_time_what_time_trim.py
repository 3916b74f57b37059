"""Batch 252 (held out). A choir's concert planning: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Elland Community Choir give their spring concert on Sat 17th May 2051 at St Mary's, 7.30pm, with a string
quartet from Leeds uni, a raffle and the proceeds to the hospice. Jean (the choir secretary) chats with the choir's
helper while she sorts it; each turn the chat is trimmed to its last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the concert - 7.30pm, doors 7, choir there for 6
for the warm-up and a run of the tricky bits. Turn 2 is the tickets. In turn 3 Jean's had the vicar on - the flower
guild are in doing the Whitsun flowers till 5, then the choir can have the church, so come for 5.30 not 6: the
risers need putting up and Gill wants a proper sound check now there are strings. Turns 4 to 9 are the dress, the
poster proof ("7.30pm, doors 7pm"), the quartet's fee, the raffle, parking, and Jean noticing that her reminder
email to the sections still says be there for 6 for the warm-up (she copied last year's). By turn 10 the trim drops
turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Thu 15/5): "what time do the choir need to be at St Mary's on
the night? Dave in the basses is asking" -> expected 5.30 (flower guild till 5, risers and a sound check). The
assistant says 6pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that made
the call 5.30 was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on 5.30,
half 5, the flower guild, the risers or the sound check); the poster proof, the parking and Jean's email are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b252_langchain_choir_concert_call_time_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do the choir need to be at St Mary's on the night? Dave in the basses is asking"
TURNS = [
    ("SPRING CONCERT 🎶 sat 17th may St Mary's, 7.30pm, doors 7. choir there for 6 for warm up + a run of the "
     "tricky bits (Locus Iste 🙄). can u help me keep track of it all",
     "Of course - spring concert Sat 17 May at St Mary's, 7.30pm, doors at 7; the choir's there for 6 to warm up and "
     "run the tricky bits."),
    ("tickets £10, £5 under 16s, from me or on the door. all proceeds to the Overgate hospice",
     "Tickets £10, £5 for under-16s, from you or on the door; proceeds to the Overgate hospice."),
    ("just had Rev Alison on - the flower guild are in doing the Whitsun flowers till 5 but then it's ours. so come "
     "for half 5 not 6, the risers need putting up + Gill wants a proper sound check now we've got the strings. "
     "I'll tell the basses 😂",
     "Got it - the choir's call is 5.30 now (the flower guild have the church till 5): risers up, then a sound check "
     "with the strings."),
    ("dress - all black, red scarves for the ladies, red ties for the men. NO jeans, Trevor",
     "Dress: all black, red scarves for the ladies and red ties for the men - no jeans."),
    ("Printfast sent the poster proof - 'Elland Community Choir Spring Concert, St Mary's Elland, Sat 17 May 7.30pm, "
     "doors 7pm, in aid of Overgate' - looks fine to me?",
     "The poster proof reads well - date, time, doors and the hospice are all there."),
    ("the quartet are Leeds uni students, £150 + petrol, Rob's paying them out of the concert fund on the night",
     "The quartet are £150 plus petrol, paid by Rob from the concert fund on the night."),
    ("raffle - Co-op hamper, a meal for 2 at the Rose & Crown, a signed Kaiser Chiefs cd (!!). £1 a strip",
     "Raffle: a Co-op hamper, a meal for two at the Rose & Crown and a signed Kaiser Chiefs CD; £1 a strip."),
    ("parking - church car park's for the quartet + blue badges only, everyone else the Town Hall car park, free "
     "after 6",
     "Parking: the church car park is for the quartet and blue badge holders; everyone else uses the Town Hall car "
     "park, free after 6."),
    ("oh no my reminder email to the sections still says 'be there for 6pm for warm up' - copied last yr's 🙈",
     "Your reminder email to the sections says to be there for 6pm for the warm-up."),
    (QUESTION,
     "6pm - for the warm-up and a run through the tricky bits before doors at 7."),
]
WINDOW = 13
GONE = ("5.30", "half 5", "flower guild", "risers", "sound check")


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
            assert any("7.30pm, doors 7pm" in str(m.content) for m in window), window
            assert any("Town Hall car park" in str(m.content) for m in window), window
            assert any("'be there for 6pm for warm up'" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so come for half 5 not 6" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jean's chat - she's secretary of Elland Community Choir; today Thu 15 "
                                            "May 2051, the spring concert is Sat 17 May)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="5.30 - the flower guild are in till 5, then risers up and a sound check with the strings",
       actual=reply)
