"""Batch 248 (held out). A touring brass band: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Hepworth Moor Band's summer tour, July 2050 - Whitby bandstand on Sat 9th, Roberts Park in Saltaire on Sun
10th, Lister Park in Bradford on Sun 17th, a coach from the band room each weekend. Janet (the band secretary)
chats with the band's helper while she sorts it; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the tour, and full dress for all three jobs - red
jackets and caps, black trousers, polished shoes. Turn 2 is the coach. In turn 3 (Weds 6/7) Janet says the
committee met: there's a heatwave forecast, 31 degrees on Sunday, so for Saltaire it's summer shirts and band ties,
no jackets, caps still on - jackets on the coach in case the council want a photo. Turns 4 to 8 are the fees, the
blurb the Saltaire events team sent for their website ("... in their famous scarlet jackets"), a jacket for the
new second horn from the uniform cupboard, the deps, and the march cards. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Fri 8/7, passed on from Lily, a new cornet player): "what do we wear at
Saltaire on sunday? it's Lily's first job with us + she's asking" -> expected summer shirts and band ties, caps on,
no jackets (heatwave). The assistant says the red jackets and caps, black trousers.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that changed
Saltaire to summer shirts was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on summer shirts, the heatwave or 31 degrees); the events team's blurb and the uniform cupboard turn are
in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b248_langchain_brass_band_saltaire_uniform_what_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do we wear at Saltaire on sunday? it's Lily's first job with us + she's asking"
TURNS = [
    ("summer tour's all booked 🎺 sat 9th july Whitby bandstand 2-4, sun 10th Saltaire (Roberts Park) 2.30, sun "
     "17th Lister Park. full dress for all 3 - red jackets + caps, black trousers, black shoes POLISHED (looking at "
     "u cornets). can u keep track of it all for me",
     "Will do - Whitby bandstand Sat 9 July 2-4, Roberts Park Saltaire Sun 10 July 2.30, Lister Park Sun 17 July; "
     "full dress for all three: red jackets and caps, black trousers, polished black shoes."),
    ("coach - Halifax Travel, 49 seater, from the band room 8am sat for Whitby, 12.30 sun for Saltaire. £30 each "
     "towards it, partners welcome if there's room",
     "Coach booked with Halifax Travel (49 seats): 8am Saturday for Whitby, 12.30 Sunday for Saltaire, £30 each, "
     "partners welcome if there's room."),
    ("Weds 6/7 committee met last nite - heatwave forecast for the wknd, 31 deg on sun 😳 so for Saltaire its "
     "summer shirts + band ties, NO jackets, caps still on. jackets on the coach in case the council want a photo",
     "Noted - for Saltaire on Sunday it's summer shirts and band ties with caps, no jackets; the jackets go on the "
     "coach in case of a photo."),
    ("fees - Whitby £750 for the day, Saltaire £450, Lister Park £400. players get their coach paid + £10 "
     "expenses, rest to the new tuba fund",
     "Fees: Whitby £750, Saltaire £450, Lister Park £400; players get the coach plus £10 expenses, the rest to the "
     "tuba fund."),
    ("saltaire events team sent their blurb for the website, can u check it - 'Sunday 10th July, 2.30pm: Hepworth "
     "Moor Band, one of the Calder Valley's oldest brass bands, bring marches, film music and hymns to the Roberts "
     "Park bandstand in their famous scarlet jackets'",
     "The blurb reads fine - the date, time and the bandstand are all right."),
    ("new 2nd horn Ali needs a jacket, size 42 chest, from the uniform cupboard - key's with Bob. + a cap, 7 1/4",
     "Ali needs a size 42 jacket and a 7 1/4 cap from the uniform cupboard; Bob has the key."),
    ("deps - Whitby we're short a bass trom, Gareth from Todmorden's coming. Saltaire full band",
     "Gareth from Todmorden is depping on bass trombone at Whitby; Saltaire is a full band."),
    ("march cards - Ravenswood, Slaidburn, Knight Templar + the new arrangement of Bohemian Rhapsody Bob's so "
     "excited about 🙄",
     "March cards: Ravenswood, Slaidburn, Knight Templar, plus Bob's new Bohemian Rhapsody arrangement."),
    (QUESTION,
     "Full dress - the red jackets and caps, black trousers and polished black shoes. Tell Lily to see Bob about "
     "a jacket from the uniform cupboard."),
]
WINDOW = 11
GONE = ("summer shirt", "heatwave", "31 deg", "band ties")


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
            assert any("in their famous scarlet jackets" in str(m.content) for m in window), window
            assert any("from the uniform cupboard" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("for Saltaire its summer shirts + band ties" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Janet's chat - she's secretary of Hepworth Moor Band; today Fri 8 July "
                                            "2050, the summer tour is Whitby Sat 9, Saltaire Sun 10, Lister Park "
                                            "Sun 17 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="summer shirts and band ties with caps, no jackets - the committee changed it for the "
                          "heatwave", actual=reply)
