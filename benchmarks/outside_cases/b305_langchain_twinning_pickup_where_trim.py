"""Batch 305 (held out). A town twinning association: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: the Elland & Lindenfeld Twinning Association are hosting 30 from Lindenfeld (their German twin town) from Fri
15th to Mon 18th Sept 2051 - home stays, a civic reception, a day out in Haworth, the partnership dinner. Janet (the
secretary) chats with the association's helper while she sorts it; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the visit - the coach drops them on the market
square about 6pm Friday and the host families pick up from there. Turn 2 is the numbers and the host list. In turn
3 Janet says she'd forgotten Friday's the fair on the market square, so the coach can't get in - Klaus (their
organiser) says the driver will drop at the Civic Hall car park on Crossley Street instead, same time-ish, and she's
told the council. Turns 4 to 8 are the programme, the printed welcome sheet (still "6pm arrival - Market Square",
she'll fix it), the civic reception, the dinner and the gifts. By turn 9 the trim drops turns 1 to 3; turns 4 to 8
stay. Question (turn 9, Weds 13/9, from a host, Derek): "where do I pick up our guests on friday? it's the Müllers,
2 of them" -> expected the Civic Hall car park on Crossley Street (about 6pm). The assistant says the market square.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
drop-off to the Civic Hall car park was in the history and in every window from turn 3 to turn 8, and this trim cut
it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn
9's (nothing on Crossley Street, the Civic Hall car park or the fair); the welcome sheet's "Market Square", the
reception and the dinner are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b305_langchain_twinning_pickup_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "(Derek) where do I pick up our guests on friday? it's the Müllers, 2 of them"
TURNS = [
    ("LINDENFELD VISIT 🇩🇪 fri 15th - mon 18th sept. coach gets in about 6pm fri, drops them on the market square + "
     "host families pick up from there. can u help me keep track, it's a lot this yr",
     "Of course - the Lindenfeld group arrive Fri 15 Sept about 6pm; the coach drops on the market square and the "
     "host families collect them there. They go home Mon 18th."),
    ("numbers - 30 coming, 14 couples + 2 singles, host list's nearly done, just need 1 more for the Webers (no "
     "stairs pls, his knee)",
     "30 coming: 14 couples and 2 singles. The host list just needs one more household, ground floor, for the "
     "Webers."),
    ("ohh I forgot fri's the fair on the market sq 🎡 so the coach can't get in. Klaus says the driver'll drop at "
     "the Civic Hall car park on Crossley St instead, same time-ish. I've told the council",
     "Got it - because of the fair on the market square, the coach will drop at the Civic Hall car park on Crossley "
     "Street instead, still about 6pm; the council know."),
    ("programme - sat coach to Haworth 9.30 from the Civic Hall, Parsonage + the steam train, back for 5. sun's "
     "free w/ host families",
     "Saturday: coach to Haworth at 9.30 from the Civic Hall (Parsonage and the steam train), back for 5. Sunday "
     "is free with host families."),
    ("welcome sheet's back from the printers 🙄 'Willkommen in Elland! Freitag 15.9. - 18 Uhr Ankunft, Market "
     "Square / arrival 6pm Market Square ... Samstag Haworth ...' - i'll fix it, can u check my German",
     "Your German looks fine - 'Willkommen in Elland', 'Ankunft' and the days are all correct."),
    ("civic reception mon 11am at the town hall w/ the mayor, then they leave from there at 1",
     "Civic reception Monday at 11 at the town hall with the mayor; the coach leaves from there at 1."),
    ("dinner sun 7.30 at the cricket club, £28 a head, hosts pay for their guests + we'll sort it after. Brian's "
     "doing a speech in German (God help us 😂)",
     "Partnership dinner Sunday 7.30 at the cricket club, £28 a head - hosts pay for their guests and settle up "
     "after. Brian is giving a speech in German."),
    ("gifts - Yorkshire tea, parkin + a print of Elland bridge for the Bürgermeister, Margaret's wrapping them",
     "Gifts: Yorkshire tea, parkin, and a print of Elland bridge for the Bürgermeister; Margaret is wrapping them."),
    (QUESTION,
     "On the market square, Derek - the coach gets in about 6pm Friday and the host families pick up from there."),
]
WINDOW = 11
GONE = ("crossley", "civic hall car park", "fair")


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
            assert any("arrival 6pm Market Square" in str(m.content) for m in window), window
            assert any("civic reception mon 11am" in str(m.content) for m in window), window
            assert any("dinner sun 7.30 at the cricket club" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("drop at the Civic Hall car park on Crossley St" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Janet's chat - she's secretary of the Elland & Lindenfeld Twinning "
                                            "Association; today Weds 13 Sept 2051, the Lindenfeld group arrive Fri "
                                            "15 Sept)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Civic Hall car park on Crossley Street, about 6pm - the fair's on the market square",
       actual=reply)
