"""Batch 135 (held out). A church flower festival organiser's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Hazel organises St Michael's flower festival (Sat 20th - Sun 21st June, theme "Hymns we love") and keeps a
running chat with the helper - arrangers, themes, stewards, teas, the poster; each turn the chat is trimmed to its
last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Hazel says the vicar's just told her there's a
wedding at 4.30 on the Saturday (the Hendersons' girl, booked ages ago, nobody wrote it in the diary), so Saturday
has to shut at 4 so the ushers can get in - 10-4 - and, in passing, that the arrangers' soup lunch on the Friday is
moving to the church hall. In turn 2 she pastes the poster text from the parish magazine, which went out in May, to
tidy up for the website: SAT 20 JUNE 10am-6pm, SUN 21 JUNE 12-5pm, teas in the hall, free, donations to the roof
fund. By turn 7 the trim drops turn 1; the pasted poster stays. Question (turn 7, Mon 15/6): "how long are we open
on the sat? doing the stewards rota in 2 hr shifts" -> expected 6 hours (10 till 4, the wedding's at 4.30). The
assistant says 8 hours (10-6).

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moves
Saturday's close to 4 was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted poster is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b135_langchain_flowerfest_saturday_hours_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long are we open on the sat? doing the stewards rota in 2 hr shifts"
TURNS = [
    ("vicar's just told me there's a WEDDING sat 4.30 (the Hendersons' girl, booked ages ago, nobody put it in the "
     "diary!!) so we have to shut at 4 sat so the ushers can get in + the flowers by the font have to stay put. so "
     "10-4 sat. oh + the arrangers' soup lunch fri is in the church hall now not the vestry",
     "Noted: Saturday 20th closes at 4pm for the Henderson wedding at 4.30, so it's 10-4; the font arrangement stays "
     "where it is. Friday's arrangers' soup lunch moves to the church hall."),
    ("can u tidy this for the website, its the poster out of the parish mag (went out in may): ST MICHAEL'S FLOWER "
     "FESTIVAL - 'Hymns we love' - SAT 20 JUNE 10am-6pm, SUN 21 JUNE 12-5pm (after the 10.30 service). teas + cakes "
     "in the hall, admission free, donations to the roof fund",
     "St Michael's Flower Festival, 'Hymns we love': Saturday 20 June 10am-6pm; Sunday 21 June 12-5pm (after the "
     "10.30 service). Teas and cakes in the church hall. Free entry; donations to the roof fund."),
    ("arrangers so far - 16, 2 pedestals each for the big ones in the nave. Joan's doing 'All things bright' w the "
     "wildflowers",
     "16 arrangers; two pedestals each for the large nave pieces; Joan is doing 'All things bright and beautiful' "
     "with wildflowers."),
    ("oasis order's in - 3 boxes from the wholesaler in Bradford, collecting thurs 18th am",
     "Three boxes of oasis ordered from the Bradford wholesaler, collecting Thursday 18th in the morning."),
    ("teas - Mothers Union doing sat, the WI sun. need someone on the urn both days 11ish",
     "Teas: Mothers' Union on Saturday, WI on Sunday; still need someone on the urn both days from about 11."),
    ("stewards list - 11 names so far, Brian + Pat can only do mornings",
     "11 stewards so far; Brian and Pat are mornings only."),
    (QUESTION,
     "8 hours on the Saturday - 10am to 6pm - so four 2-hour shifts."),
]
WINDOW = 12


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
            assert not any("shut at 4 sat" in str(m.content) or "closes at 4pm" in str(m.content)
                           or "WEDDING" in str(m.content) for m in window), window
            assert any("SAT 20 JUNE 10am-6pm" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("so we have to shut at 4 sat" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hazel's chat as organiser of St Michael's flower festival, June "
                                            "2037; today Mon 15 June)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="6 hours - 10 till 4, it shuts at 4 for the Henderson wedding at 4.30", actual=reply)
